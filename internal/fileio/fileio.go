// Package fileio opens the files swisscheck reads and writes the files it
// writes. An input must be a regular file: opening a named pipe for
// reading waits for a writer, for ever if none comes, and a device can be
// read without end. An output appears whole or not at all: it is written to
// a temporary file beside it and renamed into place once complete, so that
// a full disk or a failed write leaves neither a truncated file nor the
// temporary one.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
)

// NotRegularError is the error of a path that is not a regular file; it is
// wrapped in an *fs.PathError.
type NotRegularError struct {
	Mode fs.FileMode // the type bits of what is there
}

func (e *NotRegularError) Error() string {
	return "not a regular file (" + Kind(e.Mode) + ")"
}

// Kind names what a file of this mode is: "a named pipe", "a folder" ...
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "a special file"
}

// CheckRegular returns nil when path is a regular file or a symbolic link
// to one, else an *fs.PathError: the Stat error, or a *NotRegularError.
func CheckRegular(path string) error {
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return &fs.PathError{Op: "open", Path: path, Err: &NotRegularError{Mode: info.Mode().Type()}}
	}
	return nil
}

// OpenRegular opens a regular file for reading. Anything else (a named
// pipe, a socket, a device, a folder) is not opened: the error is an
// *fs.PathError wrapping a *NotRegularError.
func OpenRegular(path string) (*os.File, error) {
	if err := CheckRegular(path); err != nil {
		return nil, err
	}
	return os.Open(path)
}

// WriteFile writes a file through write, atomically: into a temporary file
// in the same folder, renamed to path once write has returned and the file
// is closed without error. On any error the temporary file is removed and
// path is left as it was. A new file gets mode 0644 (less the umask), a
// replaced one keeps its mode; a symbolic link is followed, and the file it
// names replaced. The data is not synced to the disk: a crash of the system
// may still lose it, but no error of writing goes unseen.
//
// A path that is a device or a named pipe (/dev/null, /dev/stdout) cannot
// be replaced: it is written to directly, as asked. A folder is an error
// that names it, as opening it would have been.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	d, err := destination(path)
	switch {
	case err != nil:
		return err
	case d.direct:
		return writeDirect(path, write)
	}
	tmp, err := createTemp(d.target)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer func() {
		if err != nil {
			tmp.Close()           // already failed: the first error is the one to tell
			os.Remove(tmp.Name()) // best effort, as is any clean-up after a failure
		}
	}()
	if err = write(tmp); err != nil {
		return err
	}
	if d.replace {
		if err = tmp.Chmod(d.mode); err != nil {
			return err
		}
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), d.target)
}

// createTemp creates a new file beside target, named after it, with mode
// 0644 less the umask (os.CreateTemp would give 0600).
func createTemp(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	for {
		name := filepath.Join(dir, fmt.Sprintf(".%s.%08x.tmp", base, rand.Uint32()))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// dest is where WriteFile writes a path.
type dest struct {
	target  string      // the path, or the file its symbolic link names
	replace bool        // target exists: the new file takes its mode
	mode    fs.FileMode // the mode of target
	direct  bool        // a device or a named pipe: written to as it is
}

// destination resolves where WriteFile writes path.
func destination(path string) (dest, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return dest{target: path}, nil // a dangling link is replaced by the file
	case err != nil:
		return dest{}, err
	case info.IsDir():
		return dest{}, &fs.PathError{Op: "open", Path: path, Err: &NotRegularError{Mode: info.Mode().Type()}}
	case !info.Mode().IsRegular():
		return dest{direct: true}, nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return dest{}, err
	}
	return dest{target: target, replace: true, mode: info.Mode().Perm()}, nil
}

// writeDirect writes to a device or a named pipe.
func writeDirect(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		return errors.Join(err, f.Close())
	}
	return f.Close()
}
