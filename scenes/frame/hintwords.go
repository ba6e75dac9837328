package frame

// HintWords are a hint card's title and foot for a step of technique:
// "Hint: " and its name, the key taking it again as take says ("applies");
// or, when the step mends the player's mistake (wrong), the title fix
// ("A mark to fix") and the key doing what mend says ("fixes").
func HintWords(technique string, wrong bool, take, fix, mend string) (title, foot string) {
	if wrong {
		return fix, "Hint (I) again " + mend + " it · a tap or Esc closes"
	}
	return "Hint: " + technique, "Hint (I) again " + take + " it · a tap or Esc closes"
}
