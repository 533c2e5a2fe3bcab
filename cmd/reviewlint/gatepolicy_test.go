package main

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/verdict"
)

// rules.toml's [gate] rules every optional channel of the verdict, with
// the values and the defaults the gate knows.
func TestGateKeysAreTheVerdictChannels(t *testing.T) {
	if config.GateIgnore != verdict.ChannelIgnore || config.GateNeedsAttention != verdict.ChannelNeedsAttention {
		t.Fatalf("[gate] values %q, %q; the gate's %q, %q", config.GateIgnore, config.GateNeedsAttention, verdict.ChannelIgnore, verdict.ChannelNeedsAttention)
	}
	chans := config.Default().Gate.Channels()
	if len(chans) != len(verdict.Channels) {
		t.Fatalf("[gate] has %d keys, the verdict %d optional channels", len(chans), len(verdict.Channels))
	}
	defaults := verdict.DefaultPolicy()
	for i, ch := range chans {
		if ch.Channel != verdict.Channels[i] {
			t.Errorf("[gate] %s rules %s, want %s", ch.Key, ch.Channel, verdict.Channels[i])
		}
		if ch.Action != defaults[ch.Channel] {
			t.Errorf("rules.toml [gate] %s = %q, the gate's default %q", ch.Key, ch.Action, defaults[ch.Channel])
		}
	}
}
