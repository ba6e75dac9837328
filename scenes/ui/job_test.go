package ui

import (
	"context"
	"errors"
	"testing"
)

func TestJob(t *testing.T) {
	release := make(chan struct{})
	j := StartJob(func(ctx context.Context, yield func()) (int, error) {
		<-release
		yield()
		return 42, nil
	})
	if _, _, ok := j.Poll(); ok {
		t.Fatal("Poll reported a result before the work finished")
	}
	close(release)
	if v, err := j.Wait(); v != 42 || err != nil {
		t.Fatalf("Wait = %d, %v", v, err)
	}
	if v, err, ok := j.Poll(); !ok || v != 42 || err != nil {
		t.Fatalf("Poll after Wait = %d, %v, %v", v, err, ok)
	}

	c := StartJob(func(ctx context.Context, yield func()) (int, error) {
		<-ctx.Done()
		return 0, ctx.Err()
	})
	c.Cancel()
	if _, err := c.Wait(); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled job: %v", err)
	}
	var none *Job[int]
	if _, _, ok := none.Poll(); ok {
		t.Fatal("a nil job has a result")
	}
}
