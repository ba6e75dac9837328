// Package bridge connects the game to the web page that runs it in a
// browser. In a WebAssembly build it reads the game's arguments from the
// page's URL query, tells the page when the first frame is drawn (so the
// loading indicator can go), and publishes the game's state for tests as
// window.puzzleworks.state(). On every other platform it does nothing.
package bridge
