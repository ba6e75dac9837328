package pulley

// Distances is the fewest trips from every position of pz to the goal,
// indexed by the position's top set, -1 where the people cannot all come
// down: a search from each of at most 2^MaxItems positions, worked out once
// so that a counter of the fewest trips costs nothing afterwards.
func (pz *Puzzle) Distances() []int {
	dist := make([]int, int(pz.All())+1)
	for top := range dist {
		s, _ := pz.State(Set(top))
		dist[top] = -1
		if moves, err := Solve(s); err == nil {
			dist[top] = len(moves)
		}
	}
	return dist
}

// Depths is the fewest trips from the start to every position of pz,
// indexed by the position's top set, -1 where the start cannot reach it.
func (pz *Puzzle) Depths() []int {
	depth := make([]int, int(pz.All())+1)
	for i := range depth {
		depth[i] = -1
	}
	start := pz.Start()
	depth[start.Top()] = 0
	for queue := []State{start}; len(queue) > 0; queue = queue[1:] {
		cur := queue[0]
		for _, m := range cur.Moves() {
			next, err := cur.Apply(m)
			if err == nil && depth[next.Top()] < 0 {
				depth[next.Top()] = depth[cur.Top()] + 1
				queue = append(queue, next)
			}
		}
	}
	return depth
}
