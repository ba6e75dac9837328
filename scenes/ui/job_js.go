//go:build js

package ui

// singleThreaded: a busy goroutine holds the browser's page until it blocks.
const singleThreaded = true
