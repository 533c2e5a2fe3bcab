package lsp

import "encoding/json"

// initialize answers the client's capabilities with the server's: full
// or incremental sync, quick fixes, hover, completion, in the position
// encoding the client prefers among those it offers.
func (s *Server) initialize(params json.RawMessage) (any, error) {
	var p initializeParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.enc = chooseEncoding(p.Capabilities.General.PositionEncodings)
	s.watchConfig = p.Capabilities.Workspace.DidChangeWatchedFiles.DynamicRegistration
	switch {
	case len(p.WorkspaceFolders) > 0:
		s.ws.folder = pathOf(p.WorkspaceFolders[0].URI)
	case p.RootURI != "":
		s.ws.folder = pathOf(p.RootURI)
	default:
		s.ws.folder = p.RootPath
	}
	s.initialized = true
	triggers := []string{"#", ":", " "}
	return map[string]any{
		"capabilities": map[string]any{
			"positionEncoding": s.enc.String(),
			"textDocumentSync": map[string]any{
				"openClose": true,
				"change":    2, // incremental
				"save":      map[string]any{"includeText": false},
			},
			"codeActionProvider": map[string]any{
				"codeActionKinds": []string{"quickfix", fixAllKind},
			},
			"hoverProvider":      true,
			"completionProvider": map[string]any{"triggerCharacters": triggers},
		},
		"serverInfo": map[string]any{"name": "reviewlint", "version": s.opts.Version},
	}, nil
}

// registerWatchers asks a client that can watch files to tell the server
// when a configuration file changes anywhere in the workspace.
func (s *Server) registerWatchers() {
	s.mu.Lock()
	watch := s.watchConfig
	s.nextID++
	id := s.nextID
	s.mu.Unlock()
	if !watch {
		return
	}
	s.conn.write(outgoing{JSONRPC: "2.0", ID: id, Method: "client/registerCapability", Params: map[string]any{
		"registrations": []map[string]any{{
			"id":     "reviewlint-configuration",
			"method": "workspace/didChangeWatchedFiles",
			"registerOptions": map[string]any{"watchers": []map[string]any{
				{"globPattern": "**/.reviewlint.toml"}, {"globPattern": "**/rules.toml"},
			}},
		}},
	}})
}
