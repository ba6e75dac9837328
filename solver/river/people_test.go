package river

import "testing"

// TestPerson checks that Person numbers every one of the people, the
// husbands first, and Index against Person.
func TestPerson(t *testing.T) {
	p := Params{Couples: 3, Boat: 2}
	var all Set
	for i := range 6 {
		all |= p.Person(i)
		if got := p.Index(p.Person(i)); got != i {
			t.Errorf("Index(Person(%d)) = %d", i, got)
		}
	}
	if all != p.Everyone() || p.Person(2) != Husband(3) || p.Person(3) != Wife(1) {
		t.Errorf("the people are %v", all)
	}
	if p.Person(6) != 0 || p.Person(-1) != 0 || p.Index(Husband(4)) != -1 || p.Index(Husband(1)|Wife(1)) != -1 {
		t.Error("Person or Index takes someone who is not one of the people")
	}
}
