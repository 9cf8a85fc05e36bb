package crosscheck

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// findOracle returns the path of the oracle named name (a file name in
// oracles/): the flag, else $SWISSCHECK_BBP, else oracles/ in the shared
// folder ($SWISSCHECK_SHARED, else ../shared beside the repository). The
// second result says where it was looked for when it is not there.
func findOracle(flagPath, name string) (string, string) {
	path := flagPath
	if path == "" {
		path = os.Getenv("SWISSCHECK_BBP")
	}
	if path == "" {
		shared := os.Getenv("SWISSCHECK_SHARED")
		if shared == "" {
			shared = filepath.Join("..", "..", "..", "shared")
		}
		path = filepath.Join(shared, "oracles", name)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", path
	}
	if info, err := os.Stat(abs); err != nil || info.IsDir() || info.Mode()&0o111 == 0 {
		return "", abs
	}
	return abs, abs
}

// oracle runs bbpPairings.
type oracle struct {
	name    string // its name in messages: bbpPairings-v5.0.1
	path    string
	timeout time.Duration // per invocation
}

// run runs the oracle with the arguments and returns its standard output,
// its exit code (-1 when it did not exit normally) and its CPU time.
func (o oracle) run(args ...string) (out, stderr []byte, code int, cpu time.Duration, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, o.path, args...)
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	err = cmd.Run()
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		code = cmd.ProcessState.ExitCode()
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) && code >= 0 {
		err = nil // a non-zero exit code is the caller's to judge
	}
	if ctx.Err() != nil {
		err = fmt.Errorf("%s %s: no answer within %v", o.name, strings.Join(args, " "), o.timeout)
	}
	return so.Bytes(), se.Bytes(), code, cpu, err
}

// bbpRound is one round of bbpPairings' check output (-c).
type bbpRound struct {
	Round   int
	Differs bool     // a table of differing pairs, or no valid pairing
	Lines   []string // the lines after "NAME: Round #r", without the empty ones
}

var roundLine = regexp.MustCompile(`^(.*): Round #([0-9]+)$`)

// parseCheck reads bbpPairings' check output for the file named name (its
// base name without extension): "NAME: Round #r" for each round, then, for
// a differing round, the table of differing pairs or "No valid pairing
// exists for round r." (docs/checkers.md). Rounds must come in order from 1.
func parseCheck(name string, out []byte) ([]bbpRound, error) {
	var rounds []bbpRound
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if m := roundLine.FindStringSubmatch(line); m != nil && m[1] == name {
			r, _ := strconv.Atoi(m[2])
			if r != len(rounds)+1 {
				return nil, fmt.Errorf("line %d: expected round %d, found %q", n, len(rounds)+1, line)
			}
			rounds = append(rounds, bbpRound{Round: r})
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(rounds) == 0 {
			return nil, fmt.Errorf("line %d: expected %q, found %q", n, name+": Round #1", line)
		}
		last := &rounds[len(rounds)-1]
		last.Differs = true
		last.Lines = append(last.Lines, line)
	}
	return rounds, sc.Err()
}

// checkVersion makes sure the program at the path is the release the
// name says (bbpPairings-v6.0.0 prints "... - v6.0.0 (Built ...)" when run
// without arguments), so that a path given for one edition is not used
// for the other's rules.
func (o oracle) checkVersion() error {
	out, stderr, _, _, err := o.run()
	if err != nil {
		return err
	}
	_, version, _ := strings.Cut(o.name, "-")
	banner := strings.TrimSpace(string(append(out, stderr...)))
	if version == "" || !strings.Contains(banner, " - "+version+" ") {
		return fmt.Errorf("%s is not %s: it says %q", o.path, o.name, firstLine(banner))
	}
	return nil
}
