//go:build !js

// Package web builds Puzzleworks for the browser and serves it: the game
// compiled to WebAssembly, the page (index.html, embedded here), its favicon
// and the wasm_exec.js of the Go installation that built the game. The
// command web/serve and the browser test use it, so both build and serve
// the game the same way.
package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The page and its icon, served as they are.
var (
	//go:embed index.html
	indexHTML []byte
	//go:embed favicon.svg
	faviconSVG []byte
)

// The files of the site.
const (
	WasmFile    = "puzzleworks.wasm"
	WasmExecJS  = "wasm_exec.js"
	IndexFile   = "index.html"
	FaviconFile = "favicon.svg"
)

// MainPackage is the import path of the game's main package.
const MainPackage = "puzzleworks"

// BuildOptions say how to build the game for the browser.
type BuildOptions struct {
	// Dir is where the go command runs: any directory inside the module
	// ("" for the current directory).
	Dir string
	// Flags are extra go build flags, such as "-trimpath". They come after
	// the stripping flag, so an -ldflags of their own replaces it.
	Flags []string
	// Symbols keeps the symbol table and the debugging information in the
	// .wasm (go build's default). Without it the build is stripped
	// (-ldflags=-s -w), as the page serves it: about 0.1 MB less to
	// download gzipped, and the player loses nothing (a panic's stack
	// trace still names the functions and lines).
	Symbols bool
	// Inline keeps the compiler's inlining in the scene packages
	// (go build's default). Without it they are built with -l (see
	// CompactFlags), as the page serves them.
	Inline bool
	// Log receives the go command's output; nil discards it (it is in the
	// error when the build fails).
	Log io.Writer
	// Package is the main package built into the site (an import path or
	// a .go file); "" is the game's, MainPackage. The speed benchmark
	// serves an empty Ebitengine program the same way, as its yardstick.
	Package string
}

// Build compiles the game to WebAssembly into out (created if need be) and
// copies beside it wasm_exec.js from the Go installation that compiled it,
// the page and its favicon.
func Build(ctx context.Context, out string, opts BuildOptions) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("building for the browser: %w", err)
	}
	wasm, err := filepath.Abs(filepath.Join(out, WasmFile))
	if err != nil {
		return fmt.Errorf("building for the browser: %w", err)
	}
	pkg := opts.Package
	if pkg == "" {
		pkg = MainPackage
	}
	if err := BuildWasm(ctx, wasm, pkg, opts); err != nil {
		return err
	}
	js, err := WasmExecPath(ctx, opts.Dir)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(js)
	if err != nil {
		return fmt.Errorf("copying wasm_exec.js: %w", err)
	}
	files := map[string][]byte{WasmExecJS: data, IndexFile: indexHTML, FaviconFile: faviconSVG}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return fmt.Errorf("building for the browser: %w", err)
		}
	}
	return nil
}

// BuildWasm compiles the Go main package pkg (an import path, or a .go file)
// to WebAssembly at out, with the given go build flags. The size test uses
// it to build a minimal program exactly as Build builds the game.
func BuildWasm(ctx context.Context, out, pkg string, opts BuildOptions) error {
	return goCmd(ctx, opts, append(buildArgs(out, opts), pkg)...)
}

// StripFlag is the go build flag that leaves the symbol table and the
// debugging information out of the .wasm: every build of the site uses it
// unless BuildOptions.Symbols is set.
const StripFlag = "-ldflags=-s -w"

// compactPackages are the packages built without inlining for the
// browser, relative to the module: the game, the scenes' code and the
// command line, which run a few times a frame or once, where a call costs
// nothing a player sees, and the solvers of the three small puzzles, whose
// whole position spaces are a few thousand states at most. The painter
// (sprites/brush and the art packages), the crane's, Sudoku's and the star
// grid's solvers (a 4-pile table, searches watched move by move) and the
// scenes' shared drawing (scenes/ui, called for every glyph and shape) keep
// it; the art's staging and icons (sprites itself, run once a picture) do
// not.
const compactPackages = ". scenes scenes/frame scenes/replay scenes/graphview scenes/menu scenes/bridge scenes/prefs scenes/gifenc scenes/puzzles " +
	"scenes/hanoi scenes/pulley scenes/river scenes/coins scenes/sudoku scenes/stars solver/pulley solver/river solver/coins solver/cli sprites"

// CompactFlags are the go build flags that build compactPackages without
// inlining: about 95 KB less to download gzipped, as each small
// function inlined is a copy of its body at every call.
func CompactFlags() []string {
	var flags []string
	for _, p := range strings.Fields(compactPackages) {
		pkg := MainPackage
		if p != "." {
			pkg += "/" + p
		}
		flags = append(flags, "-gcflags="+pkg+"=-l")
	}
	return flags
}

// buildArgs are the go command's arguments to build into out, before the
// package.
func buildArgs(out string, opts BuildOptions) []string {
	args := []string{"build", "-o", out}
	if !opts.Symbols {
		args = append(args, StripFlag)
	}
	if !opts.Inline {
		args = append(args, CompactFlags()...)
	}
	return append(args, opts.Flags...)
}

// goCmd runs the go command for js/wasm.
func goCmd(ctx context.Context, opts BuildOptions, args ...string) error {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = opts.Dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if opts.Log != nil {
		cmd.Stdout = io.MultiWriter(&out, opts.Log)
		cmd.Stderr = cmd.Stdout
	}
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(out.String())
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("GOOS=js GOARCH=wasm go %s: %s", strings.Join(args, " "), msg)
	}
	return nil
}

// WasmExecPath finds wasm_exec.js in the installation of the go command:
// lib/wasm since Go 1.24, misc/wasm before.
func WasmExecPath(ctx context.Context, dir string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", "GOROOT")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("finding wasm_exec.js: go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(out))
	for _, sub := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(root, filepath.FromSlash(sub), WasmExecJS)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no %s under %s (lib/wasm or misc/wasm)", WasmExecJS, root)
}

// file is one file of the site, compressed once when the site is loaded.
type file struct {
	data, gz    []byte // gz is nil when compressing does not pay
	ctype, etag string
	// immutable: the name changes with the content (the versioned .wasm),
	// so browsers may keep it for a year without asking again.
	immutable bool
}

// Site serves the files of a built site from memory, the .wasm as
// application/wasm, each gzip-compressed when the browser accepts it.
// The game is also served under a name that holds a hash of its content
// (VersionedWasm), which the page loads and browsers keep for good; every
// other file, the page first, is revalidated on each visit, so a rebuild
// shows at once.
type Site struct {
	files   map[string]*file
	modTime time.Time
	wasm    string // the versioned name of the game
}

// VersionedWasm is the name the page loads the game by:
// puzzleworks.<hash of its content>.wasm.
func (s *Site) VersionedWasm() string { return s.wasm }

// contentTypes are the types of the files a site holds.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
}

// Load reads a built site from dir into memory and compresses its files,
// so dir may be removed afterwards. Files of other types are not served.
func Load(dir string) (*Site, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("loading the site: %w", err)
	}
	s := &Site{files: map[string]*file{}, modTime: time.Now()}
	for _, e := range entries {
		ctype, ok := contentTypes[path.Ext(e.Name())]
		if !ok || !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("loading the site: %w", err)
		}
		f, err := newFile(data, ctype)
		if err != nil {
			return nil, fmt.Errorf("loading the site: %s: %w", e.Name(), err)
		}
		s.files[e.Name()] = f
	}
	for _, name := range []string{IndexFile, WasmFile, WasmExecJS} {
		if s.files[name] == nil {
			return nil, fmt.Errorf("loading the site: %s has no %s", dir, name)
		}
	}
	// The page loads the game by a name that changes with it.
	game := s.files[WasmFile]
	sum := sha256.Sum256(game.data)
	s.wasm = strings.TrimSuffix(WasmFile, ".wasm") + "." + hex.EncodeToString(sum[:6]) + ".wasm"
	versioned := *game
	versioned.immutable = true
	s.files[s.wasm] = &versioned
	page := s.files[IndexFile].data
	if !bytes.Contains(page, []byte(`"`+WasmFile+`"`)) {
		return nil, fmt.Errorf("loading the site: %s does not load %s", IndexFile, WasmFile)
	}
	index, err := newFile(bytes.ReplaceAll(page, []byte(`"`+WasmFile+`"`), []byte(`"`+s.wasm+`"`)), contentTypes[".html"])
	if err != nil {
		return nil, fmt.Errorf("loading the site: %s: %w", IndexFile, err)
	}
	s.files[IndexFile] = index
	return s, nil
}

func newFile(data []byte, ctype string) (*file, error) {
	sum := sha256.Sum256(data)
	f := &file{data: data, ctype: ctype, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if buf.Len() < len(data)*9/10 {
		f.gz = buf.Bytes()
	}
	return f, nil
}

// BuildSite builds the game into a temporary directory, loads it and
// removes the directory.
func BuildSite(ctx context.Context, opts BuildOptions) (*Site, error) {
	dir, err := os.MkdirTemp("", "puzzleworks-web-")
	if err != nil {
		return nil, fmt.Errorf("building for the browser: %w", err)
	}
	defer os.RemoveAll(dir)
	if err := Build(ctx, dir, opts); err != nil {
		return nil, err
	}
	return Load(dir)
}

// Size returns the size of a file of the site, raw and as served gzipped
// (the raw size again when it is not compressed); ok is false when the
// site has no such file.
func (s *Site) Size(name string) (raw, gzipped int, ok bool) {
	f := s.files[name]
	if f == nil {
		return 0, 0, false
	}
	if f.gz == nil {
		return len(f.data), len(f.data), true
	}
	return len(f.data), len(f.gz), true
}

// ServeHTTP serves the site's files; "/" is the page.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(r.URL.Path, "/")
	if name == "" {
		name = IndexFile
	}
	f := s.files[name]
	if f == nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	if f.immutable {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache") // revalidate, so a rebuild shows at once
	}
	h.Set("X-Content-Type-Options", "nosniff")
	body, etag := f.data, f.etag
	if f.gz != nil {
		h.Set("Vary", "Accept-Encoding")
		if AcceptsGzip(r.Header.Get("Accept-Encoding")) {
			body, etag = f.gz, f.etag[:len(f.etag)-1]+`-gz"`
			h.Set("Content-Encoding", "gzip")
			// The page shows download progress in decompressed bytes.
			h.Set("X-Decoded-Length", strconv.Itoa(len(f.data)))
		}
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, name, s.modTime, bytes.NewReader(body))
}

// AcceptsGzip reports whether an Accept-Encoding header value allows gzip:
// "gzip" or "*" listed without q=0.
func AcceptsGzip(header string) bool {
	gzip, star := -1.0, -1.0
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		q := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		switch coding = strings.ToLower(strings.TrimSpace(coding)); coding {
		case "gzip", "x-gzip":
			gzip = q
		case "*":
			star = q
		}
	}
	if gzip >= 0 {
		return gzip > 0
	}
	return star > 0
}

// Serve serves the site on ln until ctx ends, then shuts down gracefully.
func (s *Site) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serving the site: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("stopping the server: %w", err)
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving the site: %w", err)
	}
	return nil
}
