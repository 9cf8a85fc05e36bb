//go:build unix

package crosscheck

import (
	"syscall"
	"time"
)

// cpuTimes returns the CPU time (user and system) used so far by this
// process and by its finished children (the oracle's runs).
func cpuTimes() (self, children time.Duration) {
	get := func(who int) time.Duration {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return get(syscall.RUSAGE_SELF), get(syscall.RUSAGE_CHILDREN)
}
