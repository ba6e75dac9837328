package sudoku

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// SetsEnv names the folder of the public Sudoku sets (17clue.txt,
// magictour_top1465.txt, forum_hardest_1106.txt) the benchmarks and the
// slow checks read; without it they look in ../shared/data/sudoku beside
// the repository, and skip when the sets are in neither.
const SetsEnv = "PUZZLEWORKS_SUDOKU_SETS"

// setPath is where the public set called name is read from.
func setPath(name string) string {
	if dir := os.Getenv(SetsEnv); dir != "" {
		return filepath.Join(dir, name)
	}
	return filepath.Join("..", "..", "..", "shared", "data", "sudoku", name)
}

// loadSet reads a benchmark set from the public sets' folder, or skips.
func loadSet(b *testing.B, name string) [][]byte {
	b.Helper()
	data, err := os.ReadFile(setPath(name))
	if err != nil {
		b.Skipf("benchmark set not present: %v", err)
	}
	var lines [][]byte
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if l := bytes.TrimSpace(sc.Bytes()); len(l) > 0 && l[0] != '#' {
			lines = append(lines, append([]byte(nil), l...))
		}
	}
	return lines
}

// cpuMeter measures the CPU time of the benchmark's thread: on a shared
// machine the wall clock also counts the time other programs held the core.
type cpuMeter struct {
	start time.Duration
	ok    bool
}

// startCPU locks the benchmark to its thread and starts measuring.
func startCPU() cpuMeter {
	runtime.LockOSThread()
	t, ok := threadCPU()
	return cpuMeter{start: t, ok: ok}
}

// report adds the CPU time per unit (units per op) as metric name.
func (m cpuMeter) report(b *testing.B, units float64, name string) {
	defer runtime.UnlockOSThread()
	if t, ok := threadCPU(); ok && m.ok {
		b.ReportMetric(float64((t-m.start).Nanoseconds())/1e3/(float64(b.N)*units), name)
	}
}

// benchSet solves every puzzle of a set per op, proving uniqueness (limit
// 2), parse and formatting of the answer included, as the CLI does.
func benchSet(b *testing.B, name string) {
	lines := loadSet(b, name)
	sv := NewSolver()
	out := make([]byte, 0, 128)
	cpu := startCPU()
	b.ResetTimer()
	boards := 0
	for b.Loop() {
		for _, l := range lines {
			var n int
			var err error
			if out, n, err = sv.SolveLine(out[:0], l, false, 2); n != 1 {
				b.Fatalf("%s: %d solutions, %v", l, n, err)
			}
			boards += sv.fast.nodes
		}
	}
	puzzles := float64(b.N) * float64(len(lines))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/puzzles, "µs/puzzle")
	// The size of the search, the same on every machine: what a change to
	// the guessing or the propagation does, apart from the cost of a board.
	b.ReportMetric(float64(boards)/puzzles, "boards/puzzle")
	cpu.report(b, float64(len(lines)), "cpu-µs/puzzle")
}

func BenchmarkSet17Clue(b *testing.B)      { benchSet(b, "17clue.txt") }
func BenchmarkSetTop1465(b *testing.B)     { benchSet(b, "magictour_top1465.txt") }
func BenchmarkSetHardest1106(b *testing.B) { benchSet(b, "forum_hardest_1106.txt") }

// testPuzzles returns the std 9×9 puzzles of testdata.
func testPuzzles(b *testing.B) []State {
	var out []State
	for _, c := range loadCases(b, "solutions.txt") {
		if s := mustParse(b, c.puzzle, c.x); s.Size() == 9 && !c.x {
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkFast9 solves the 9×9 test puzzles on the normal path.
func BenchmarkFast9(b *testing.B) {
	ps := testPuzzles(b)
	sv := NewSolver()
	cpu := startCPU()
	for b.Loop() {
		for _, s := range ps {
			if n, _ := sv.Count(s, 2); n != 1 {
				b.Fatal(n)
			}
		}
	}
	cpu.report(b, float64(len(ps)), "cpu-µs/puzzle")
}

// BenchmarkGeneralNoTrace and BenchmarkGeneralTrace solve the same puzzles
// with the general engine, without and with recording the search.
func BenchmarkGeneralNoTrace(b *testing.B) {
	ps := testPuzzles(b)
	var e general
	cpu := startCPU()
	for b.Loop() {
		for _, s := range ps {
			if e.run(s, 1, false, 0) != 1 {
				b.Fatal("no solution")
			}
		}
	}
	cpu.report(b, float64(len(ps)), "cpu-µs/puzzle")
}

func BenchmarkGeneralTrace(b *testing.B) {
	ps := testPuzzles(b)
	sv := NewSolver()
	cpu := startCPU()
	for b.Loop() {
		for _, s := range ps {
			if _, _, err := sv.Trace(s, 0); err != nil {
				b.Fatal(err)
			}
		}
	}
	cpu.report(b, float64(len(ps)), "cpu-µs/puzzle")
}

// BenchmarkGeneral16 counts the solutions of the 16×16 test puzzles.
func BenchmarkGeneral16(b *testing.B) {
	var ps []State
	for _, c := range loadCases(b, "solutions.txt") {
		if s := mustParse(b, c.puzzle, c.x); s.Size() == 16 {
			ps = append(ps, s)
		}
	}
	sv := NewSolver()
	cpu := startCPU()
	for b.Loop() {
		for _, s := range ps {
			if n, _ := sv.Count(s, 2); n != 1 {
				b.Fatal(n)
			}
		}
	}
	cpu.report(b, float64(len(ps)), "cpu-µs/puzzle")
}
