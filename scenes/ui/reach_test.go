package ui

import "testing"

func TestReach(t *testing.T) {
	r := NewReach(50, 50, 0)
	if !r.In(0, 40, 40, 60, 60) || r.In(1, 70, 40, 90, 60) || r.Nearest() != -1 {
		t.Fatal("a mouse takes only the box it is in")
	}
	r = NewReach(65, 50, 20)
	if r.In(0, 30, 40, 50, 60) || r.In(1, 70, 40, 90, 60) || r.Nearest() != 1 {
		t.Fatalf("a finger takes the nearest box within reach, got %d", r.Nearest())
	}
	r = NewReach(200, 50, 20)
	if r.In(0, 30, 40, 50, 60) || r.Nearest() != -1 {
		t.Fatal("a finger takes nothing beyond its reach")
	}
}
