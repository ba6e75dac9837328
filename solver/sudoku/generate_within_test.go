package sudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCanGenerate(t *testing.T) {
	for _, tc := range []struct {
		p    Params
		g    Grade
		want string
	}{
		{Params{Size: 4}, GradeEasy, ""},
		{Params{Size: 4}, GradeHard, "no 4×4 puzzle is hard: singles always solve a 4×4 grid (choose easy)"},
		{Params{Size: 9, X: true}, GradeBeyond, ""},
		{Params{Size: 16}, GradeExpert, ""},
		{Params{Size: 16}, GradeBeyond, "a beyond 16×16 puzzle takes minutes to make: choose expert or a smaller grid"},
	} {
		err := CanGenerate(tc.p, tc.g)
		if got := ""; err != nil {
			got = err.Error()
			if got != tc.want {
				t.Errorf("CanGenerate(%v, %v) = %q, want %q", tc.p, tc.g, got, tc.want)
			}
		} else if tc.want != "" {
			t.Errorf("CanGenerate(%v, %v) = nil, want %q", tc.p, tc.g, tc.want)
		}
	}
}

func TestGenerateWithin(t *testing.T) {
	p := Params{Size: 4}
	s, err := GenerateWithin(context.Background(), p, GradeEasy, rand.New(rand.NewPCG(1, 4)), 3, func() {})
	if err != nil {
		t.Fatal(err)
	}
	if g, _, err := RateLogic(s); err != nil || g != GradeEasy || s.Params() != p {
		t.Fatalf("made %v: %v, %v", s, g, err)
	}
	c, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := GenerateWithin(c, p, GradeEasy, rand.New(rand.NewPCG(1, 4)), 3, func() {}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	yields := 0
	_, err = GenerateWithin(context.Background(), p, GradeHard, rand.New(rand.NewPCG(1, 4)), 2, func() { yields++ })
	if err == nil || !strings.HasPrefix(err.Error(), "no 4×4 hard puzzle came (") || yields != 2 {
		t.Fatalf("4×4 hard: %v after %d yields", err, yields)
	}
}
