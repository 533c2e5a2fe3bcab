package hooks

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// PushUpdate is one ref a push sends, as git tells the pre-push hook: one
// `<local ref> <local id> <remote ref> <remote id>` line each on standard
// input. An all-zero local id deletes the remote ref; an all-zero remote
// id creates it.
type PushUpdate struct {
	LocalRef, Local, RemoteRef, Remote string
}

// ParsePushUpdates reads the lines git writes to the pre-push hook.
func ParsePushUpdates(r io.Reader) ([]PushUpdate, error) {
	var updates []PushUpdate
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			continue
		}
		// The local side is what the user typed and may hold spaces
		// (HEAD@{1 day ago}); the other three fields cannot.
		f := strings.Split(line, " ")
		if len(f) < 4 || f[0] == "" || slices.Contains(f[len(f)-3:], "") {
			return nil, fmt.Errorf("line %d of the pre-push input: want `LOCAL-REF LOCAL-ID REMOTE-REF REMOTE-ID`, got %q", n, line)
		}
		k := len(f) - 3
		updates = append(updates, PushUpdate{LocalRef: strings.Join(f[:k], " "), Local: f[k], RemoteRef: f[k+1], Remote: f[k+2]})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read the pre-push input: %w", err)
	}
	return updates, nil
}

// PrePush checks the commits a push sends as `check --range` checks a
// range, for the pre-push hook: the local backstop for commits no commit
// hook saw (cherry-pick, rebase, revert, a fast-forward merge, commit
// --no-verify). dir is where git runs the hook ("" is the current
// directory).
//
// For each ref, the commits checked are those reachable from the local tip
// and neither from the remote's current tip (when this clone has it) nor
// from a remote-tracking ref of that remote (`git rev-list LOCAL --not
// REMOTE --remotes=NAME`): for an update that is REMOTE..LOCAL less what
// the remote already has; for a new branch, what it has not yet. A
// deletion sends nothing.
//
// The rules are those of the target, as engine.TargetRules decides for `check
// --range`, never those the pushed commits carry: the file git config
// reviewlint.config names, else the rules.toml of the remote's tip for an
// update (when this clone has it), else of the branch remote's HEAD names
// (refs/remotes/REMOTE/HEAD), else the built-in rules. remote is the
// remote's name git passes the hook ("" or a URL: no remote-tracking HEAD).
func PrePush(dir, remoteName string, updates []PushUpdate) ([]diag.Diagnostic, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	// What a remote already has, and the rules of a new branch's target,
	// are the same for every ref the push sends: read once.
	remoteTips, err := repo.RefTipsWhere(remoteTracking(remoteName))
	if err != nil {
		return nil, err
	}
	defaultTarget := remoteHead(repo, remoteName)
	var refs []sentRef
	for _, u := range updates {
		local, err := gitrepo.ParseID(u.Local)
		if err != nil {
			return nil, fmt.Errorf("push of %s: %w", u.LocalRef, err)
		}
		remoteID, err := gitrepo.ParseID(u.Remote)
		if err != nil {
			return nil, fmt.Errorf("push to %s: %w", u.RemoteRef, err)
		}
		tip, ok, err := sentTip(repo, "push of "+u.LocalRef, local)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue // a deletion, or a tag of a tree or a blob, sends no commit
		}
		s := sentRef{ref: u.RemoteRef, tip: tip, known: remoteTips, rulesFrom: defaultTarget}
		if !remoteID.IsZero() && repo.HasCommit(remoteID) {
			r, _, _ := repo.PeelCommit(remoteID)
			s.known = append(slices.Clip(remoteTips), r)
			s.rulesFrom, s.from = r, r
		}
		refs = append(refs, s)
	}
	return checkSent(repo, refs)
}

// remoteTracking accepts the remote-tracking refs of the remote a push
// goes to: what another remote (a fork, a mirror) has says nothing of
// what this one holds. A push to a URL, which names no remote, trusts
// every remote-tracking ref, as before.
func remoteTracking(name string) func(string) bool {
	prefix := "refs/remotes/"
	if name != "" && !strings.ContainsAny(name, ":/\\ ") {
		prefix += name + "/"
	}
	return func(ref string) bool { return strings.HasPrefix(ref, prefix) }
}

// remoteHead is the commit refs/remotes/NAME/HEAD names, or zero.
func remoteHead(repo *gitrepo.Repo, name string) gitrepo.Hash {
	if name == "" || strings.ContainsAny(name, ":/\\ ") {
		return gitrepo.ZeroHash
	}
	h, err := repo.Resolve("refs/remotes/" + name + "/HEAD")
	if err != nil {
		return gitrepo.ZeroHash
	}
	if c, ok, err := repo.PeelCommit(h); err == nil && ok {
		return c
	}
	return gitrepo.ZeroHash
}
