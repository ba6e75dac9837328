//go:build !js

package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fakeSite writes a site whose files are made up (no go build), loads it.
func fakeSite(t *testing.T) (*Site, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	files := map[string][]byte{
		IndexFile:   indexHTML,
		FaviconFile: faviconSVG,
		WasmExecJS:  []byte(strings.Repeat("// wasm_exec.js\n", 200)),
		WasmFile:    append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("code"), 5000)...),
		"notes.txt": []byte("not served"),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s, files
}

func TestServe(t *testing.T) {
	s, files := fakeSite(t)
	// The page served loads the game by its versioned name.
	page := bytes.ReplaceAll(files[IndexFile], []byte(`"`+WasmFile+`"`), []byte(`"`+s.VersionedWasm()+`"`))
	tests := []struct {
		name, method, path, accept string
		status                     int
		ctype, encoding            string
		body                       []byte // the decoded body, nil for none
	}{
		{"page", "GET", "/", "", 200, "text/html; charset=utf-8", "", page},
		{"page by name", "GET", "/index.html", "gzip", 200, "text/html; charset=utf-8", "gzip", page},
		{"versioned wasm", "GET", "/" + s.VersionedWasm(), "gzip", 200, "application/wasm", "gzip", files[WasmFile]},
		{"wasm", "GET", "/puzzleworks.wasm", "", 200, "application/wasm", "", files[WasmFile]},
		{"wasm gzipped", "GET", "/puzzleworks.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", files[WasmFile]},
		{"gzip refused", "GET", "/puzzleworks.wasm", "gzip;q=0, br", 200, "application/wasm", "", files[WasmFile]},
		{"script", "GET", "/wasm_exec.js", "*", 200, "text/javascript; charset=utf-8", "gzip", files[WasmExecJS]},
		{"icon", "GET", "/favicon.svg", "", 200, "image/svg+xml", "", files[FaviconFile]},
		{"head", "HEAD", "/puzzleworks.wasm", "gzip", 200, "application/wasm", "gzip", nil},
		{"other file types are not served", "GET", "/notes.txt", "", 404, "", "", nil},
		{"missing", "GET", "/nope.wasm", "", 404, "", "", nil},
		{"no directories", "GET", "/../site.go", "", 404, "", "", nil},
		{"post", "POST", "/", "", 405, "", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(tc.method, tc.path, nil)
			if tc.accept != "" {
				req.Header.Set("Accept-Encoding", tc.accept)
			}
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			res := rec.Result()
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.status)
			}
			if tc.status != 200 {
				return
			}
			h := res.Header
			if got := h.Get("Content-Type"); got != tc.ctype {
				t.Errorf("Content-Type %q, want %q", got, tc.ctype)
			}
			if got := h.Get("Content-Encoding"); got != tc.encoding {
				t.Errorf("Content-Encoding %q, want %q", got, tc.encoding)
			}
			if tc.encoding == "gzip" && h.Get("X-Decoded-Length") == "" {
				t.Errorf("no X-Decoded-Length for the page's progress bar")
			}
			if h.Get("Vary") != "Accept-Encoding" || h.Get("ETag") == "" {
				t.Errorf("Vary %q, ETag %q", h.Get("Vary"), h.Get("ETag"))
			}
			body, _ := io.ReadAll(res.Body)
			if tc.body == nil {
				if len(body) != 0 {
					t.Errorf("%d bytes of body for %s", len(body), tc.method)
				}
				return
			}
			if tc.encoding == "gzip" {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(body, tc.body) {
				t.Errorf("body of %d bytes differs from the file's %d", len(body), len(tc.body))
			}
		})
	}
}

// The versioned game is kept for good; every other file is revalidated, so
// a new build shows at once.
func TestCacheLifetimes(t *testing.T) {
	s, _ := fakeSite(t)
	if !regexp.MustCompile(`^puzzleworks\.[0-9a-f]{12}\.wasm$`).MatchString(s.VersionedWasm()) {
		t.Fatalf("versioned name %q", s.VersionedWasm())
	}
	tests := []struct{ path, want string }{
		{"/", "no-cache"},
		{"/index.html", "no-cache"},
		{"/" + s.VersionedWasm(), "public, max-age=31536000, immutable"},
		{"/" + WasmFile, "no-cache"},
		{"/" + WasmExecJS, "no-cache"},
	}
	for _, tc := range tests {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", tc.path, nil))
		if got := rec.Result().Header.Get("Cache-Control"); got != tc.want {
			t.Errorf("%s: Cache-Control %q, want %q", tc.path, got, tc.want)
		}
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if !strings.Contains(rec.Body.String(), `"`+s.VersionedWasm()+`"`) || strings.Contains(rec.Body.String(), `"`+WasmFile+`"`) {
		t.Errorf("the page served does not load %s alone", s.VersionedWasm())
	}
}

func TestServeNotModified(t *testing.T) {
	s, _ := fakeSite(t)
	for _, accept := range []string{"", "gzip"} {
		req := httptest.NewRequest("GET", "/puzzleworks.wasm", nil)
		req.Header.Set("Accept-Encoding", accept)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		etag := rec.Result().Header.Get("ETag")
		req.Header.Set("If-None-Match", etag)
		rec = httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotModified {
			t.Errorf("Accept-Encoding %q: status %d for a fresh ETag %s, want 304", accept, rec.Code, etag)
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	tests := []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"GZIP", true},
		{"x-gzip", true},
		{"deflate, gzip;q=1.0, *;q=0.5", true},
		{"gzip;q=0", false},
		{"gzip; q=0.000", false},
		{"gzip;q=0.001", true},
		{"br, deflate", false},
		{"*", true},
		{"*;q=0", false},
		{"gzip;q=0, *", false},
		{"gzip;q=nonsense", false},
		{"identity", false},
	}
	for _, tc := range tests {
		if got := AcceptsGzip(tc.header); got != tc.want {
			t.Errorf("AcceptsGzip(%q) = %v, want %v", tc.header, got, tc.want)
		}
	}
}

func TestLoadNeedsTheGame(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, IndexFile), indexHTML, 0o644)
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), WasmFile) {
		t.Errorf("a site without the game loaded: %v", err)
	}
	if _, err := Load(filepath.Join(dir, "missing")); err == nil {
		t.Errorf("a missing directory loaded")
	}
}

// TestPageLinks checks that the page uses exactly the files a site holds.
func TestPageLinks(t *testing.T) {
	page := string(indexHTML)
	for _, name := range []string{WasmFile, WasmExecJS, FaviconFile} {
		if !strings.Contains(page, `"`+name+`"`) {
			t.Errorf("index.html does not load %s", name)
		}
	}
	re := regexp.MustCompile(`(?:src|href)="([^"]+)"`)
	for _, m := range re.FindAllStringSubmatch(page, -1) {
		switch m[1] {
		case WasmExecJS, FaviconFile:
		default:
			t.Errorf("index.html refers to %s, which the site does not serve", m[1])
		}
	}
	if !bytes.HasPrefix(faviconSVG, []byte("<svg")) {
		t.Errorf("favicon.svg is not an SVG")
	}
}

func FuzzAcceptsGzip(f *testing.F) {
	f.Add("gzip;q=0.5, *;q=0")
	f.Add(";;=,q=")
	f.Fuzz(func(t *testing.T, header string) {
		got := AcceptsGzip(header)
		if !strings.Contains(strings.ToLower(header), "gzip") && !strings.Contains(header, "*") && got {
			t.Fatalf("AcceptsGzip(%q) without gzip or *", header)
		}
	})
}
