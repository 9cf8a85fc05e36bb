package generate

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
)

// noAcceleration is a system that pairs without acceleration points (no
// pairing.Accelerator): every system swisscheck has pairs with them, the
// Burstein system in place of its imaginary point (3.3).
type noAcceleration struct{ pairing.System }

// TestAccelerationBySystem checks ValidateFor: the Dutch and Burstein
// systems pair with acceleration points (XXA); for a system that does
// not, the generator refuses accel, naming the key, and makes no
// tournament.
func TestAccelerationBySystem(t *testing.T) {
	explicit := small()
	explicit.Acceleration = []trf.Points{10, 10}
	baku := small()
	baku.Baku = true
	baku.MinPlayers, baku.MinRounds, baku.MaxRounds = 20, 9, 9
	tests := []struct {
		name string
		sys  pairing.System
		cfg  Config
		ok   bool
	}{
		{"dutch-2017 explicit", dutch2017.System{}, explicit, true},
		{"dutch-2026 baku", dutch2026.System{}, baku, true},
		{"burstein none", burstein.System{}, small(), true},
		{"burstein explicit", burstein.System{}, explicit, true},
		{"burstein baku", burstein.System{}, baku, true},
		{"without acceleration, explicit", noAcceleration{burstein.System{}}, explicit, false},
		{"without acceleration, baku", noAcceleration{dutch2017.System{}}, baku, false},
	}
	for _, tt := range tests {
		err := tt.cfg.ValidateFor(tt.sys)
		if tt.ok != (err == nil) {
			t.Errorf("%s: ValidateFor: %v, want ok %v", tt.name, err, tt.ok)
			continue
		}
		var ce *ConfigError
		if !tt.ok && (!errors.As(err, &ce) || ce.Key != "accel" || !strings.Contains(err.Error(), "XXA")) {
			t.Errorf("%s: %v, want a ConfigError of accel naming XXA", tt.name, err)
		}
		if _, err := Generate(tt.sys, tt.cfg, 3, 1); tt.ok != (err == nil) {
			t.Errorf("%s: Generate: %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}

// TestBursteinFiles generates Burstein tournaments with every kind of
// event and point system and checks what a checker of that system reads:
// record 192 FIDE_BURSTEIN (which chooses the system), XXA lines exactly
// when accel is set (every fifth), the point system as XXS with the BB
// lines when it is not 1/½/0, and every round consistent under burstein.
func TestBursteinFiles(t *testing.T) {
	points := []struct{ points, pab string }{{"1/0.5/0", "win"}, {"3/1/0", "1"}, {"2.5/1.5/0.5", "1.5"}, {"1/0.5/0", "0"}}
	for i := range 20 {
		cfg := small()
		p := points[i%len(points)]
		must(t, cfg.Set("points", p.points), cfg.Set("pab", p.pab))
		accel := i%5 == 4
		if accel {
			must(t, cfg.Set("accel", "1,1"))
		}
		res, err := Generate(burstein.System{}, cfg, 77, i)
		if err != nil {
			t.Fatalf("tournament %d: %v", i, err)
		}
		data := written(t, res.File)
		text := string(data)
		switch {
		case !strings.Contains(text, "\n192 FIDE_BURSTEIN\n"):
			t.Errorf("tournament %d: no line 192 FIDE_BURSTEIN", i)
		case strings.Contains(text, "\nXXA") != accel:
			t.Errorf("tournament %d: an XXA line %v, acceleration %v", i, strings.Contains(text, "\nXXA"), accel)
		case p.points != "1/0.5/0" && !strings.Contains(text, "\nXXS ") || strings.Contains(text, "\nXXS ") && !strings.Contains(text, "\nBBW "):
			t.Errorf("tournament %d (%s, pab %s): XXS %v, BBW %v", i, p.points, p.pab,
				strings.Contains(text, "\nXXS "), strings.Contains(text, "\nBBW "))
		}
		f, err := trf.Read("b.trf", bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		choice, err := systems.Choose(f)
		sys := choice.System
		if err != nil || sys.ID() != "burstein" {
			t.Fatalf("tournament %d: the file names %v (%v), want burstein", i, sys, err)
		}
		tour, err := pairing.New(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range checker.Check(tour, sys, 1) {
			if !r.Consistent {
				t.Errorf("tournament %d: round %d differs (%v)", i, r.Round, r.Err)
			}
		}
	}
}

func must(t *testing.T, errs ...error) {
	t.Helper()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}
