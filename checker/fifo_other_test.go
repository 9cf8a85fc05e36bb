//go:build !unix

package checker

import "errors"

// fifo cannot make a named pipe here.
func fifo(string) error { return errors.New("named pipes are made on Unix only") }
