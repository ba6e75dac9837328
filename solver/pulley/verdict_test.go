package pulley

import "testing"

// TestVerdict checks the panel's verdict on every load of every position
// against the rules: a load it lets go is a trip Apply takes, and the
// other way round.
func TestVerdict(t *testing.T) {
	pz, err := New(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	for top := Set(0); top <= pz.All(); top++ {
		s, err := pz.State(top)
		if err != nil {
			continue
		}
		for down := top; ; down = (down - 1) & top {
			for up := s.Ground(); ; up = (up - 1) & s.Ground() {
				words, ok := s.Verdict(down, up)
				_, applyErr := s.Apply(pz.Move(down, up))
				switch {
				case down == 0 && up == 0 && s.Solved():
					if !ok || words != "everyone is down" {
						t.Errorf("%v empty: %q %v", s, words, ok)
					}
				case ok != (applyErr == nil):
					t.Errorf("%v down %v up %v: verdict %q %v, Apply says %v", s, down, up, words, ok, applyErr)
				}
				if up == 0 {
					break
				}
			}
			if down == 0 {
				break
			}
		}
	}
}
