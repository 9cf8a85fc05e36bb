package generate

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode"
)

// configSeeds are configuration files: the defaults, the examples of the
// tests and each key with a value of its own.
func configSeeds() []string {
	baku := DefaultConfig()
	baku.Baku, baku.MinRounds, baku.MaxRounds = true, 9, 11
	seeds := []string{
		"",
		DefaultConfig().String(),
		baku.String(),
		"players=6\nrounds=3\nhalf-byes=0.1\ncolour=white1\n",
		"# c\n\nplayers = 5-500\nrounds=3-15   # at most players-1\nunrated=10%\npoints=3/1/0\npab=1\naccel=1,1,0.5\n",
		"lowest-rating=2000\nhighest-rating=1900\n",
		"rounds=99\npoints=200/0/0\n",
		"accel=baku\n",
		"draws\n",
		"draws=0.1\ndraws=0.2\n",
	}
	for _, k := range Keys() {
		seeds = append(seeds, k.Name+"="+k.Default+"\n")
	}
	return seeds
}

// FuzzParseConfig reads any bytes as a configuration file. Properties: no
// panic; every error is a *ConfigError naming a line of the file, printable
// (a key with control characters is quoted); a file read without error
// gives valid settings, and the configuration written by String reads back
// as the same Config.
func FuzzParseConfig(f *testing.F) {
	for _, s := range configSeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig(bytes.NewReader(data))
		if err != nil {
			var ce *ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("error %T %v, want a *ConfigError", err, err)
			}
			lines := bytes.Count(data, []byte("\n")) + 1
			if ce.Line < 1 || ce.Line > lines || ce.Msg == "" {
				t.Fatalf("error %q at line %d of %d", err, ce.Line, lines)
			}
			if !strings.HasPrefix(err.Error(), "line ") || strings.ContainsFunc(err.Error(), unicode.IsControl) {
				t.Fatalf("error %q does not start with its line or holds a control character", err)
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("settings read without error do not validate: %v", err)
		}
		back, err := ParseConfig(strings.NewReader(c.String()))
		if err != nil {
			t.Fatalf("reading the written configuration: %v\n%s", err, c)
		}
		if !reflect.DeepEqual(back, c) {
			t.Fatalf("written and read back, the configuration differs:\n%s\n%s", c, back)
		}
	})
}

// FuzzConfigSet sets any key to any value, as the command line's flags do.
// Properties: no panic; an error is a *ConfigError naming the key; a value
// accepted, formatted back and set again on the defaults gives the same
// Config.
func FuzzConfigSet(f *testing.F) {
	for _, k := range keys {
		f.Add(k.name, k.get(&Config{}))
		def := DefaultConfig()
		f.Add(k.name, k.get(&def))
	}
	for _, kv := range [][2]string{
		{"players", "5-500"}, {"rounds", " 9 - 11 "}, {"unrated", "10%"}, {"points", "3/1/0"},
		{"pab", "win"}, {"accel", "1,1,0.5"}, {"accel", "baku"}, {"colour", "black1"}, {"nonsense", "1"},
	} {
		f.Add(kv[0], kv[1])
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		c := DefaultConfig()
		err := c.Set(name, value)
		if err != nil {
			var ce *ConfigError
			if !errors.As(err, &ce) || ce.Key != name || ce.Msg == "" || ce.Line != 0 {
				t.Fatalf("error %T %q, want a *ConfigError on key %q", err, err, name)
			}
			if !reflect.DeepEqual(c, DefaultConfig()) {
				t.Fatalf("a rejected value changed the configuration:\n%s", c)
			}
			return
		}
		var k *key
		for i := range keys {
			if keys[i].name == name {
				k = &keys[i]
			}
		}
		if k == nil {
			t.Fatalf("Set accepted the unknown key %q", name)
		}
		text := k.get(&c)
		again := DefaultConfig()
		if err := again.Set(name, text); err != nil {
			t.Fatalf("%s=%q was accepted, its formatted value %q is not: %v", name, value, text, err)
		}
		if !reflect.DeepEqual(again, c) {
			t.Fatalf("%s=%q and %s=%q give different settings:\n%s\n%s", name, value, name, text, c, again)
		}
	})
}
