// Package bridge connects the game to the web page that runs it in a
// browser. In a WebAssembly build it reads the game's arguments from the
// page's URL query, tells the page when the first frame is drawn (so the
// loading indicator can go), and publishes the game's state for tests as
// window.puzzleworks.state(). It offers window.puzzleworks.record(), a
// promise of a GIF of the game's history, and downloads the recordings the
// control bar's Record button makes. On every other platform it does nothing.
package bridge
