//go:build unix

package checker

import "syscall"

// fifo makes a named pipe at path.
func fifo(path string) error { return syscall.Mkfifo(path, 0o644) }
