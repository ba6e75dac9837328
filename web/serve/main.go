//go:build !js

// Command serve builds Puzzleworks for the browser and serves it on the
// loopback interface:
//
//	go run ./web/serve [-addr 127.0.0.1:8080] [-trimpath] [-symbols] [-inline]
//
// Open the URL it prints; add ?play=hanoi&n=3 to go straight to a puzzle
// (the same flags as `puzzleworks play`). Run it from inside the module.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"syscall"

	"puzzleworks/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to serve on")
	trim := fs.Bool("trimpath", false, "build with -trimpath")
	inline := fs.Bool("inline", false, "keep the compiler's inlining in the scene packages (by default they are built without it, a smaller download)")
	symbols := fs.Bool("symbols", false, "keep the symbol table and debugging information in the .wasm (by default it is built with "+web.StripFlag+", a smaller download)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	opts := web.BuildOptions{Symbols: *symbols, Inline: *inline}
	if *trim {
		opts.Flags = append(opts.Flags, "-trimpath")
	}
	// Listen first, so a busy port is reported before a long build.
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "serve:", err)
		return 1
	}
	fmt.Fprintln(stdout, "building the game for the browser…")
	site, err := web.BuildSite(ctx, opts)
	if err != nil {
		ln.Close()
		fmt.Fprintln(stderr, "serve:", err)
		return 1
	}
	raw, gz, _ := site.Size(web.WasmFile)
	fmt.Fprintf(stdout, "%s: %.1f MB, %.1f MB gzipped, served as %s (cached for good; the page is revalidated)\n",
		web.WasmFile, float64(raw)/1e6, float64(gz)/1e6, site.VersionedWasm())
	fmt.Fprintf(stdout, "Puzzleworks is at http://%s/ (Ctrl+C to stop)\n", ln.Addr())
	if err := site.Serve(ctx, ln); err != nil {
		fmt.Fprintln(stderr, "serve:", err)
		return 1
	}
	return 0
}
