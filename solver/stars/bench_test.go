package stars

import (
	"runtime"
	"testing"
)

// benchCount proves uniqueness (count to 2) on a shipped set, puzzle after
// puzzle, and reports the time and search nodes per puzzle. Besides the
// wall time it reports the CPU time of the benchmark's own thread
// (cpu-µs/puzzle): on a shared machine the wall clock also counts the time
// other programs held the core.
func benchCount(b *testing.B, n, k int, opt Options) {
	puzzles, _ := loadSet(b, n, k)
	starts := make([]State, len(puzzles))
	for i, p := range puzzles {
		starts[i] = p.Start()
	}
	nodes := 0
	runtime.LockOSThread() // the thread's CPU clock must be this goroutine's
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := threadTime()
	for i := 0; i < b.N; i++ {
		count, visited, err := starts[i%len(starts)].Count(2, opt)
		if err != nil || count != 1 {
			b.Fatalf("puzzle %d: %d solutions, %v", i%len(starts)+1, count, err)
		}
		nodes += visited
	}
	cpu1, cpuOK1 := threadTime()
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N), "µs/puzzle")
	if cpuOK && cpuOK1 {
		b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/1e3/float64(b.N), "cpu-µs/puzzle")
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/puzzle")
}

// BenchmarkSolve10x10k2 is the speed target: a 10×10 two-star puzzle,
// solved and proved unique, on average over the 200 shipped puzzles.
func BenchmarkSolve10x10k2(b *testing.B) { benchCount(b, 10, 2, Options{}) }

// BenchmarkSolve10x10k2Reverse is the same work in the reverse order.
func BenchmarkSolve10x10k2Reverse(b *testing.B) { benchCount(b, 10, 2, Options{Reverse: true}) }

// BenchmarkSolve6x6k1 covers the classic size.
func BenchmarkSolve6x6k1(b *testing.B) { benchCount(b, 6, 1, Options{}) }

// BenchmarkSolve8x8k1 covers the one-star 8×8 set.
func BenchmarkSolve8x8k1(b *testing.B) { benchCount(b, 8, 1, Options{}) }

// BenchmarkSolve12x12k2 covers the larger two-star set.
func BenchmarkSolve12x12k2(b *testing.B) { benchCount(b, 12, 2, Options{}) }

// BenchmarkSolve14x14k3 covers the three-star set.
func BenchmarkSolve14x14k3(b *testing.B) { benchCount(b, 14, 3, Options{}) }

// BenchmarkSolveFirst10x10k2 finds the first solution only (no proof).
func BenchmarkSolveFirst10x10k2(b *testing.B) {
	puzzles, _ := loadSet(b, 10, 2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := puzzles[i%len(puzzles)].Start().Solve(Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N), "µs/puzzle")
}

// BenchmarkSolveTrace10x10k2 is Solve with the trace recorded, to compare
// with BenchmarkSolveFirst10x10k2: tracing costs only when asked for.
func BenchmarkSolveTrace10x10k2(b *testing.B) {
	puzzles, _ := loadSet(b, 10, 2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := puzzles[i%len(puzzles)].Start().Solve(Options{Trace: true}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N), "µs/puzzle")
}
