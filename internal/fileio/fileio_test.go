package fileio

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// within fails the test when f has not returned after 5 s: opening a named
// pipe for reading would wait for ever.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("still waiting after 5 s")
	}
}

// TestOpenRegular: a regular file and a link to one are opened; a folder,
// a named pipe and a link to one are not, and the error says what they
// are, within the time an open takes.
func TestOpenRegular(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.trf")
	if err := os.WriteFile(file, []byte("012 x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.trf")
	if err := os.Symlink(file, link); err != nil {
		t.Skip(err) // no symbolic links here
	}
	for _, path := range []string{file, link} {
		f, err := OpenRegular(path)
		if err != nil {
			t.Errorf("OpenRegular(%s): %v", path, err)
			continue
		}
		f.Close()
	}
	if _, err := OpenRegular(filepath.Join(dir, "none.trf")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
	if _, err := OpenRegular(dir); err == nil || err.Error() != "open "+dir+": not a regular file (a folder)" {
		t.Errorf("a folder: %v", err)
	}
	fifo := filepath.Join(dir, "pipe.trf")
	mkfifo(t, fifo)
	pipeLink := filepath.Join(dir, "pipe-link.trf")
	if err := os.Symlink(fifo, pipeLink); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, pipeLink} {
		within(t, func() {
			f, err := OpenRegular(path)
			var nr *NotRegularError
			if !errors.As(err, &nr) || err.Error() != "open "+path+": not a regular file (a named pipe)" {
				t.Errorf("OpenRegular(%s) = %v", path, err)
			}
			if f != nil {
				f.Close()
			}
		})
	}
}

// halfWay writes part of the output, then fails as a full disk does.
func halfWay(w io.Writer) error {
	if _, err := io.WriteString(w, "2\n1 2\n"); err != nil {
		return err
	}
	return errors.New("no space left on device")
}

// names lists a folder.
func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// TestWriteFileFails: a write that fails half-way returns its error and
// leaves no file and no temporary file, and an existing file as it was.
func TestWriteFileFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.txt")
	if err := WriteFile(path, halfWay); err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Errorf("WriteFile: %v, want the writer's error", err)
	}
	if got := names(t, dir); len(got) != 0 {
		t.Errorf("left behind: %v", got)
	}
	old := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(old, []byte("before\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(old, halfWay); err == nil {
		t.Error("WriteFile over a file: no error")
	}
	if data, err := os.ReadFile(old); err != nil || string(data) != "before\n" {
		t.Errorf("the old file holds %q (%v), want it as it was", data, err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"old.txt"}) {
		t.Errorf("the folder holds %v, want old.txt alone", got)
	}
}

// TestWriteFile: a new file gets the output; a file replaced keeps its
// mode; a link is followed and stays a link; a folder is named as one; a
// device is written to as it is.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	write := func(w io.Writer) error { _, err := io.WriteString(w, "done\n"); return err }
	old := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(old, []byte("before\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink("old.txt", link); err != nil {
		t.Skip(err)
	}
	for _, path := range []string{filepath.Join(dir, "new.txt"), old, link} {
		if err := WriteFile(path, write); err != nil {
			t.Fatalf("WriteFile(%s): %v", path, err)
		}
		if data, err := os.ReadFile(path); err != nil || string(data) != "done\n" {
			t.Errorf("%s holds %q (%v)", path, data, err)
		}
	}
	if info, err := os.Lstat(link); err != nil || info.Mode().Type() != fs.ModeSymlink {
		t.Errorf("the link is no longer a link: %v %v", info, err)
	}
	if info, err := os.Stat(old); err != nil || (runtime.GOOS != "windows" && info.Mode().Perm() != 0o600) {
		t.Errorf("the replaced file: %v %v, want mode 0600", info, err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"link.txt", "new.txt", "old.txt"}) {
		t.Errorf("the folder holds %v", got)
	}
	if err := WriteFile(dir, write); err == nil || err.Error() != "open "+dir+": not a regular file (a folder)" {
		t.Errorf("a folder: %v", err)
	}
	if runtime.GOOS != "windows" {
		if err := WriteFile(os.DevNull, write); err != nil {
			t.Errorf("%s: %v", os.DevNull, err)
		}
	}
}
