//go:build !js

package web

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TraceEnv, when set to a folder, runs TestTracePages: each page of
// BenchmarkPages (or of PUZZLEWORKS_PAGES) is opened on the phone's screen
// at CPU ×4 (or PUZZLEWORKS_CPU) with Chrome tracing from before the
// navigation to the game's first frame. The trace is written to the folder
// as NAME.trace.json (open it in Chrome's DevTools, Performance panel, or
// at ui.perfetto.dev), and the log says where the page's thread went:
// when the game started, how long V8 spent compiling the game's functions
// as each was first called (it compiles WebAssembly lazily, on the page's
// thread), and which packages those functions came from:
//
//	PUZZLEWORKS_TRACE=/tmp/trace xvfb-run -a go test ./web -run TracePages -v
//
// Tracing slows the page by a tenth or more, each function compiled the
// most, so its times are for comparing one page's parts with another's;
// BenchmarkPages measures first frames.
const TraceEnv = "PUZZLEWORKS_TRACE"

// traceCategories are what Chrome records: the page's tasks, V8's
// compiling of WebAssembly (each lazily compiled function with its index
// and size), and the navigation's start.
var traceCategories = []string{
	"toplevel", "devtools.timeline", "blink", "loading", "blink.user_timing",
	"v8", "v8.execute", "v8.wasm", "disabled-by-default-v8.wasm.detailed",
}

func TestTracePages(t *testing.T) {
	dir, rate, pages := pageStudy(t, TraceEnv, "trace each page's way to its first frame")
	browser := startBrowser(t)
	// Builds with symbols, so that the functions have names.
	type site struct {
		base  string
		names map[int]string
	}
	serve := func(base string, s *Site) site {
		names, err := wasmFuncNames(s.files[s.wasm].data)
		if err != nil {
			t.Fatal(err)
		}
		return site{base, names}
	}
	game := serve(serveSiteWith(t, BuildOptions{Symbols: true}))
	var floor site
	if slices.Contains(pages, floorPage) {
		floor = serve(serveFloorWith(t, BuildOptions{Symbols: true}))
	}
	start := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
			TraceConfig:  &tracing.TraceConfig{IncludedCategories: traceCategories},
			TransferMode: tracing.StartTransferModeReportEvents,
		})
		return err
	})
	for _, name := range pages {
		s, url := game, game.base
		switch name {
		case floorPage:
			s, url = floor, floor.base
		case "menu":
		default:
			url += "?play=" + name
		}
		p, ready := openScreen(t, browser, url, rate, phoneW, phoneH, phoneScale, start)
		if err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
			return err
		})); err != nil {
			t.Fatalf("%s: ending the trace: %v", name, err)
		}
		select {
		case <-p.traced:
		case <-time.After(2 * time.Minute):
			t.Fatalf("%s: the trace never came", name)
		}
		p.mu.Lock()
		events := p.trace
		p.mu.Unlock()
		p.close()
		file := filepath.Join(dir, name+".trace.json")
		if err := writeTrace(file, events); err != nil {
			t.Fatal(err)
		}
		r, err := readTrace(events, ready, s.names)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%s at CPU ×%g: trace in %s\n%s", name, rate, file, r)
	}
}

// writeTrace writes Chrome's trace events as a file DevTools can open.
func writeTrace(file string, events []jsonv2.Value) error {
	var b bytes.Buffer
	b.WriteString(`{"traceEvents":[`)
	for i, e := range events {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.Write(e)
	}
	b.WriteString("]}\n")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("writing the trace: %w", err)
	}
	return nil
}

// traceEvent is the part of a Chrome trace event the report reads. Times
// are in microseconds.
type traceEvent struct {
	Name string          `json:"name"`
	Ph   string          `json:"ph"`
	Pid  int64           `json:"pid"`
	Tid  int64           `json:"tid"`
	Ts   float64         `json:"ts"`
	Dur  float64         `json:"dur"`
	Args json.RawMessage `json:"args"`
}

// lazyCompile is one function V8 compiled as it was first called.
type lazyCompile struct {
	Index int `json:"funcIndex"`
	Size  int `json:"bodySize"`
}

// traceReport is where the page's thread went from the navigation's start
// to the first frame.
type traceReport struct {
	first     time.Duration // the first frame, as the page measured it
	goStarts  time.Duration // the game's start function called
	intake    time.Duration // taking in the download to compile it (OnBytesReceived)
	compiling time.Duration // compiling functions lazily, as each is first called
	funcs     []lazyCompile // those functions
	byPackage []packageCompile
}

// packageCompile sums one package's lazily compiled functions.
type packageCompile struct {
	pkg   string
	funcs int
	bytes int
	time  time.Duration
}

// readTrace reads the report from the trace's events: those on the page's
// thread between its navigation's start and its first frame.
func readTrace(raw []jsonv2.Value, first time.Duration, names map[int]string) (traceReport, error) {
	r := traceReport{first: first}
	events := make([]traceEvent, 0, len(raw))
	var nav *traceEvent
	for _, v := range raw {
		var e traceEvent
		if err := json.Unmarshal(v, &e); err != nil {
			return r, fmt.Errorf("reading the trace: %w", err)
		}
		events = append(events, e)
		if e.Name == "navigationStart" && nav == nil {
			var a struct {
				Data struct {
					URL string `json:"documentLoaderURL"`
				} `json:"data"`
			}
			if json.Unmarshal(e.Args, &a) == nil && strings.HasPrefix(a.Data.URL, "http") {
				nav = &traceEvent{Pid: e.Pid, Tid: e.Tid, Ts: e.Ts}
			}
		}
	}
	if nav == nil {
		return r, errors.New("the trace has no navigation to the game's page")
	}
	end := nav.Ts + float64(first.Microseconds())
	us := func(d float64) time.Duration { return time.Duration(d * float64(time.Microsecond)) }
	// Only the page's thread (the navigation's): a function compiled
	// there held the game up.
	by := map[string]*packageCompile{}
	for _, e := range events {
		if e.Pid != nav.Pid || e.Tid != nav.Tid || e.Ts < nav.Ts || e.Ts > end {
			continue
		}
		switch e.Name {
		case "wasm.ExecuteStartFunction":
			r.goStarts = us(e.Ts - nav.Ts)
		case "wasm.OnBytesReceived":
			r.intake += us(e.Dur)
		case "wasm.CompileLazy":
			r.compiling += us(e.Dur)
		case "wasm.CompileBaseline":
			var f lazyCompile
			if err := json.Unmarshal(e.Args, &f); err != nil {
				return r, fmt.Errorf("reading a compiled function: %w", err)
			}
			r.funcs = append(r.funcs, f)
			pkg := funcPackage(names[f.Index])
			c := by[pkg]
			if c == nil {
				c = &packageCompile{pkg: pkg}
				by[pkg] = c
			}
			c.funcs++
			c.bytes += f.Size
			c.time += us(e.Dur)
		}
	}
	for _, c := range by {
		r.byPackage = append(r.byPackage, *c)
	}
	slices.SortFunc(r.byPackage, func(a, b packageCompile) int { return cmp.Compare(b.bytes, a.bytes) })
	return r, nil
}

// String lays the report out for the test's log: the totals, then the
// packages whose functions took the most bytes to compile.
func (r traceReport) String() string {
	var b strings.Builder
	size := 0
	for _, f := range r.funcs {
		size += f.Size
	}
	ms := func(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) + " ms" }
	fmt.Fprintf(&b, "    first frame %s; the game starts at %s; before the first frame the page's thread spent\n", ms(r.first), ms(r.goStarts))
	fmt.Fprintf(&b, "    %s taking in the download and %s compiling %d functions (%.2f MB) as each was first called\n",
		ms(r.intake), ms(r.compiling), len(r.funcs), float64(size)/1e6)
	fmt.Fprintf(&b, "    %9s %9s %9s  %s\n", "KB", "functions", "compiling", "package")
	for i, c := range r.byPackage {
		if i == 25 {
			break
		}
		fmt.Fprintf(&b, "    %9.1f %9d %9s  %s\n", float64(c.bytes)/1e3, c.funcs, ms(c.time), c.pkg)
	}
	return b.String()
}

// funcPackage is the package of a function named as Go names them in a
// .wasm: the import path with "/" as "_", a dot, then the function
// ("puzzleworks_scenes_frame.__shell_.draw",
// "github.com_hajimehoshi_ebiten_v2_internal_ui.init").
func funcPackage(name string) string {
	if name == "" {
		return "(no name)"
	}
	host := 0
	for _, h := range []string{"github.com_", "golang.org_", "gopkg.in_", "google.golang.org_"} {
		if strings.HasPrefix(name, h) {
			host = len(h)
			break
		}
	}
	if i := strings.IndexByte(name[host:], '.'); i >= 0 {
		return name[:host+i]
	}
	return name
}

// wasmFuncNames reads the names of a WebAssembly module's functions, by
// their index (imports first, as V8 counts them), from its "name" section.
func wasmFuncNames(b []byte) (map[int]string, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	uleb := func(b []byte, i int) (int, int, error) {
		v, shift := 0, 0
		for ; i < len(b) && shift < 35; shift += 7 {
			c := b[i]
			i++
			v |= int(c&0x7f) << shift
			if c < 0x80 {
				return v, i, nil
			}
		}
		return 0, i, errors.New("WebAssembly module: a number runs off its end")
	}
	for i := 8; i < len(b); {
		id := b[i]
		n, j, err := uleb(b, i+1)
		if err != nil {
			return nil, err
		}
		end := j + n
		if end > len(b) {
			return nil, errors.New("WebAssembly module: a section runs off its end")
		}
		i = end
		if id != 0 {
			continue
		}
		l, k, err := uleb(b[:end], j)
		if err != nil || k+l > end || string(b[k:k+l]) != "name" {
			continue
		}
		for k += l; k < end; {
			sub := b[k]
			size, m, err := uleb(b[:end], k+1)
			if err != nil {
				return nil, err
			}
			k = m + size
			if k > end {
				return nil, errors.New("WebAssembly module: its names run off their section")
			}
			if sub != 1 { // 1: function names
				continue
			}
			count, m, err := uleb(b[:k], m)
			if err != nil {
				return nil, err
			}
			if count > (k-m)/2 { // each name takes two bytes at least
				return nil, errors.New("WebAssembly module: more function names than its section holds")
			}
			names := make(map[int]string, count)
			for ; count > 0; count-- {
				var idx, l int
				if idx, m, err = uleb(b[:k], m); err == nil {
					l, m, err = uleb(b[:k], m)
				}
				if err != nil || m+l > k {
					return nil, errors.New("WebAssembly module: its function names run off their section")
				}
				names[idx] = string(b[m : m+l])
				m += l
			}
			return names, nil
		}
	}
	return nil, errors.New("WebAssembly module: no function names (built with -ldflags=-s?)")
}

// wasmModule builds a WebAssembly module's bytes from its sections, each
// an id and its contents.
func wasmModule(sections ...[]byte) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	for _, s := range sections {
		b = append(b, s[0])
		b = appendULEB(b, len(s)-1)
		b = append(b, s[1:]...)
	}
	return b
}

func appendULEB(b []byte, v int) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// nameSection is a custom "name" section naming functions by index.
func nameSection(names map[int]string) []byte {
	var sub []byte
	sub = appendULEB(sub, len(names))
	idx := make([]int, 0, len(names))
	for i := range names {
		idx = append(idx, i)
	}
	slices.Sort(idx)
	for _, i := range idx {
		sub = appendULEB(sub, i)
		sub = appendULEB(sub, len(names[i]))
		sub = append(sub, names[i]...)
	}
	s := []byte{0, 4}
	s = append(s, "name"...)
	s = append(s, 0, 3, 2, 'g', 'o') // a module name first, to be skipped
	s = append(s, 1)
	s = appendULEB(s, len(sub))
	return append(s, sub...)
}

func TestWasmFuncNames(t *testing.T) {
	long := strings.Repeat("x", 200) // a length of two bytes
	want := map[int]string{24: "runtime.main", 300: "puzzleworks_scenes_frame.__shell_.draw", 301: long}
	tests := []struct {
		name    string
		module  []byte
		want    map[int]string
		wantErr string
	}{
		{"names after other sections", wasmModule([]byte{1, 0}, []byte{0, 3, 'd', 'b', 'g', 9, 9}, nameSection(want), []byte{11, 0}), want, ""},
		{"no name section", wasmModule([]byte{1, 0}), nil, "no function names"},
		{"not a module", []byte("PK\x03\x04 zip"), nil, "not a WebAssembly module"},
		{"section cut short", wasmModule(nameSection(want))[:30], nil, "runs off"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := wasmFuncNames(tt.module)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("names %v, want %v", got, tt.want)
			}
		})
	}
}

func FuzzWasmFuncNames(f *testing.F) {
	f.Add(wasmModule(nameSection(map[int]string{1: "a.b", 2: "c.d"})))
	f.Add([]byte("\x00asm\x01\x00\x00\x00\x00\xff\xff\xff\xff\x0f"))
	f.Fuzz(func(t *testing.T, b []byte) {
		names, err := wasmFuncNames(b)
		if err == nil && names == nil {
			t.Fatal("no names and no error")
		}
	})
}

func TestFuncPackage(t *testing.T) {
	tests := []struct{ name, want string }{
		{"runtime.main", "runtime"},
		{"runtime.__gcCPULimiterState_.unlock", "runtime"},
		{"puzzleworks_scenes_frame.__Frame_puzzleworks_scenes_hanoi.position_puzzleworks_solver_hanoi.Move__.Won", "puzzleworks_scenes_frame"},
		{"github.com_hajimehoshi_ebiten_v2_internal_ui.__UserInterface_.Run", "github.com_hajimehoshi_ebiten_v2_internal_ui"},
		{"golang.org_x_image_font_sfnt.__Font_.initialize", "golang.org_x_image_font_sfnt"},
		{"type_.eq.go_ast.ParenExpr", "type_"},
		{"go_buildid", "go_buildid"},
		{"", "(no name)"},
	}
	for _, tt := range tests {
		if got := funcPackage(tt.name); got != tt.want {
			t.Errorf("funcPackage(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
