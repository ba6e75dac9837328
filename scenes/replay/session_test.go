package replay

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// A counter puzzle: the state is a number, a move adds to it, and the
// state may never go below zero. Every move takes 10 ticks at 1×.
func counterApply(s, m int) (int, error) {
	if m == 0 {
		return s, errors.New("a move must change the number")
	}
	if s+m < 0 {
		return s, errors.New("the number cannot go below zero")
	}
	return s + m, nil
}

func newCounter() *Session[int, int] {
	return New(0, counterApply, func(int, int) int { return 10 })
}

// op is one step of a scripted test.
type op struct {
	name string
	arg  int
}

func run(t *testing.T, s *Session[int, int], ops []op) {
	t.Helper()
	for _, o := range ops {
		switch o.name {
		case "do":
			if err := s.Do(o.arg); err != nil {
				t.Fatalf("do %d: %v", o.arg, err)
			}
		case "plan":
			plan := make([]int, o.arg)
			for i := range plan {
				plan[i] = 1
			}
			if err := s.Plan(plan); err != nil {
				t.Fatalf("plan: %v", err)
			}
		case "tick":
			for i := 0; i < o.arg; i++ {
				s.Tick()
			}
		case "settle":
			for i := 0; i < 10000 && !(s.Idle() || s.Frozen()); i++ {
				s.Tick()
			}
		case "play":
			s.Play()
		case "pause":
			s.Pause()
		case "back":
			s.StepBack()
		case "fwd":
			s.StepForward()
		case "seek":
			s.Seek(o.arg)
		case "restart":
			s.Restart(0)
		case "faster":
			s.Faster()
		case "slower":
			s.Slower()
		default:
			t.Fatalf("unknown op %q", o.name)
		}
	}
}

func TestSession(t *testing.T) {
	tests := []struct {
		name       string
		ops        []op
		wantPos    int  // shown entry
		wantProg   int  // progress units into the next move
		wantState  int  // logical state
		wantLen    int  // entries in the history
		wantPlay   bool // still playing
		wantFrozen bool
	}{
		{"start", nil, 0, 0, 0, 1, false, false},
		{"a move animates over 10 ticks", []op{{"do", 3}, {"tick", 5}}, 0, 20, 3, 2, false, false},
		{"a move lands after 10 ticks", []op{{"do", 3}, {"tick", 10}}, 1, 0, 3, 2, false, false},
		{"moves queue behind the one in flight", []op{{"do", 1}, {"do", 1}, {"do", 1}, {"tick", 25}}, 2, 20, 3, 4, false, false},
		{"an illegal move changes nothing", []op{{"do", 2}, {"settle", 0}}, 1, 0, 2, 2, false, false},
		{"undo walks back", []op{{"do", 2}, {"do", 2}, {"settle", 0}, {"back", 0}, {"settle", 0}}, 1, 0, 2, 3, false, false},
		{"undo twice then redo", []op{{"do", 2}, {"do", 2}, {"settle", 0}, {"back", 0}, {"back", 0}, {"settle", 0}, {"fwd", 0}, {"settle", 0}}, 1, 0, 2, 3, false, false},
		{"a move after undo cuts the redo list", []op{{"do", 2}, {"do", 2}, {"settle", 0}, {"back", 0}, {"settle", 0}, {"do", 5}, {"settle", 0}}, 2, 0, 7, 3, false, false},
		{"restart is a step", []op{{"do", 2}, {"settle", 0}, {"restart", 0}}, 2, 0, 0, 3, false, false},
		{"restart can be undone", []op{{"do", 2}, {"settle", 0}, {"restart", 0}, {"back", 0}, {"settle", 0}}, 1, 0, 2, 3, false, false},
		{"a plan plays to its end", []op{{"plan", 5}, {"settle", 0}}, 5, 0, 5, 6, false, false},
		{"playing is at speed", []op{{"plan", 5}, {"tick", 25}}, 2, 20, 5, 6, true, false},
		{"faster doubles", []op{{"faster", 0}, {"plan", 5}, {"tick", 25}}, 5, 0, 5, 6, false, false},
		{"slower halves", []op{{"slower", 0}, {"plan", 5}, {"tick", 25}}, 1, 10, 5, 6, true, false},
		{"pause freezes in the middle", []op{{"plan", 5}, {"tick", 15}, {"pause", 0}, {"tick", 100}}, 1, 20, 2, 6, false, true},
		{"play resumes", []op{{"plan", 5}, {"tick", 15}, {"pause", 0}, {"play", 0}, {"settle", 0}}, 5, 0, 5, 6, false, false},
		{"step forward from a pause finishes the move", []op{{"plan", 5}, {"tick", 15}, {"pause", 0}, {"fwd", 0}, {"settle", 0}}, 2, 0, 2, 6, false, false},
		{"step back from a pause reverses the move", []op{{"plan", 5}, {"tick", 15}, {"pause", 0}, {"back", 0}, {"settle", 0}}, 1, 0, 1, 6, false, false},
		{"step back during playback reverses the move in flight", []op{{"plan", 5}, {"tick", 25}, {"back", 0}, {"settle", 0}}, 2, 0, 2, 6, false, false},
		{"step back during playback between moves", []op{{"plan", 5}, {"tick", 20}, {"back", 0}, {"settle", 0}}, 1, 0, 1, 6, false, false},
		{"step forward during playback stops after the move", []op{{"plan", 5}, {"tick", 25}, {"fwd", 0}, {"settle", 0}}, 3, 0, 3, 6, false, false},
		{"seek jumps at once", []op{{"plan", 5}, {"tick", 3}, {"seek", 4}}, 4, 0, 4, 6, false, false},
		{"seek then play", []op{{"plan", 5}, {"seek", 1}, {"play", 0}, {"settle", 0}}, 5, 0, 5, 6, false, false},
		{"take-over replaces the rest of the plan", []op{{"plan", 5}, {"tick", 25}, {"do", 10}, {"settle", 0}}, 4, 0, 13, 5, false, false},
		{"take-over from a pause", []op{{"plan", 5}, {"tick", 15}, {"pause", 0}, {"do", 10}, {"settle", 0}}, 3, 0, 12, 4, false, false},
		{"solve from here replaces the plan", []op{{"plan", 5}, {"tick", 25}, {"plan", 2}, {"settle", 0}}, 5, 0, 5, 6, false, false},
		{"restart during playback", []op{{"plan", 5}, {"tick", 25}, {"restart", 0}}, 4, 0, 0, 5, false, false},
		{"back at the start stays", []op{{"back", 0}, {"back", 0}, {"settle", 0}}, 0, 0, 0, 1, false, false},
		{"forward at the end stays", []op{{"fwd", 0}, {"settle", 0}}, 0, 0, 0, 1, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newCounter()
			run(t, s, tc.ops)
			if s.Pos() != tc.wantPos || s.prog != tc.wantProg {
				t.Errorf("shown at entry %d +%d units, want %d +%d", s.Pos(), s.prog, tc.wantPos, tc.wantProg)
			}
			if s.Current() != tc.wantState {
				t.Errorf("logical state %d, want %d", s.Current(), tc.wantState)
			}
			if s.Len() != tc.wantLen {
				t.Errorf("history has %d entries, want %d", s.Len(), tc.wantLen)
			}
			if s.Playing() != tc.wantPlay || s.Frozen() != tc.wantFrozen {
				t.Errorf("playing %v frozen %v, want %v %v", s.Playing(), s.Frozen(), tc.wantPlay, tc.wantFrozen)
			}
		})
	}
}

func TestRefusedMovesChangeNothing(t *testing.T) {
	s := newCounter()
	if err := s.Do(-1); err == nil {
		t.Fatal("move below zero accepted")
	}
	if err := s.Plan([]int{1, -5}); err == nil {
		t.Fatal("illegal plan accepted")
	}
	if s.Len() != 1 || s.Current() != 0 || !s.Idle() {
		t.Fatalf("refused input changed the session: len %d state %d", s.Len(), s.Current())
	}
}

func TestQueueLimit(t *testing.T) {
	s := newCounter()
	var err error
	for i := 0; i < 20 && err == nil; i++ {
		err = s.Do(1)
	}
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("got %v, want ErrBusy", err)
	}
}

func TestSpeedRange(t *testing.T) {
	s := newCounter()
	for i := 0; i < 10; i++ {
		s.Faster()
	}
	if s.Speed() != 16 {
		t.Fatalf("fastest %v, want 16", s.Speed())
	}
	for i := 0; i < 10; i++ {
		s.Slower()
	}
	if s.Speed() != 0.25 {
		t.Fatalf("slowest %v, want 0.25", s.Speed())
	}
}

func TestMoveCount(t *testing.T) {
	s := newCounter()
	run(t, s, []op{{"do", 1}, {"do", 1}, {"settle", 0}, {"restart", 0}, {"do", 1}, {"settle", 0}})
	if got := s.MoveCount(s.Pos()); got != 1 {
		t.Fatalf("moves since restart %d, want 1", got)
	}
	if got := s.MoveCount(2); got != 2 {
		t.Fatalf("moves at entry 2: %d, want 2", got)
	}
}

// TestMonkey drives the session with random operations and checks that the
// shown position always lies on the history and the animation never stalls.
func TestMonkey(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	names := []string{"do", "plan", "tick", "play", "pause", "back", "fwd", "seek", "restart", "faster", "slower"}
	s := newCounter()
	for i := 0; i < 20000; i++ {
		name := names[r.IntN(len(names))]
		switch name {
		case "do":
			_ = s.Do(r.IntN(7) - 3)
		case "plan":
			_ = s.Plan([]int{1, 1, 1})
		default:
			run(t, s, []op{{name, r.IntN(s.Len() + 5)}})
		}
		if s.Pos() < 0 || s.Pos() > s.Last() || s.Target() < 0 || s.Target() > s.Last() {
			t.Fatalf("step %d: pos %d target %d outside 0..%d", i, s.Pos(), s.Target(), s.Last())
		}
		if s.prog < 0 || (s.prog > 0 && s.prog >= s.units(s.Pos())) {
			t.Fatalf("step %d: progress %d out of range", i, s.prog)
		}
		f := s.Shown()
		if f.Moving && f.To != f.From+f.Move {
			t.Fatalf("step %d: frame from %d to %d by %d", i, f.From, f.To, f.Move)
		}
	}
	s.Play()
	run(t, s, []op{{"settle", 0}})
	if !s.Idle() || s.Pos() != s.Target() {
		t.Fatalf("did not settle: pos %d target %d", s.Pos(), s.Target())
	}
}

func TestRewindAndRestore(t *testing.T) {
	tests := []struct {
		name string
		to   int
		want int // ticks to come to rest at to
	}{
		{"whole history", 3, 3 * 5},
		{"part of it", 2, 2 * 5},
		{"the start", 0, 0},
		{"beyond the end", 9, 3 * 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newCounter()
			s.SetSpeedIndex(DefaultSpeed + 1) // 2×: each 10-tick move takes 5
			for range 3 {
				if err := s.Do(1); err != nil {
					t.Fatal(err)
				}
			}
			s.Seek(1)
			s.StepForward()
			s.Tick() // in the middle of the move 1→2
			m := s.Mark()
			s.Rewind(tc.to)
			if s.Pos() != 0 {
				t.Fatalf("after Rewind the shown entry is %d, want 0", s.Pos())
			}
			ticks := 0
			for !s.Idle() && ticks < 100 {
				s.Tick()
				ticks++
			}
			if end := min(tc.to, s.Last()); s.Pos() != end || ticks != tc.want {
				t.Errorf("came to rest at %d after %d ticks, want %d after %d", s.Pos(), ticks, end, tc.want)
			}
			s.Restore(m)
			if s.Mark() != m {
				t.Errorf("Restore gave %+v, want %+v", s.Mark(), m)
			}
		})
	}
}
