package gitrepo

import "github.com/reviewlint/reviewlint/internal/gitrepo/object"

// File is one non-directory entry of a tree or of the index.
type File struct {
	Path string
	Hash Hash
	Mode FileMode
}

// TreeFiles lists every file (blobs, symlinks, submodule entries) of a
// commit's or tree's tree, sorted by path. The zero hash is the empty tree.
func (r *Repo) TreeFiles(treeish Hash) ([]File, error) {
	tree, err := r.treeOf(treeish)
	if err != nil {
		return nil, err
	}
	var files []File
	err = r.walkFiles("", tree, func(path string, e object.TreeEntry) {
		files = append(files, File{Path: path, Hash: e.Hash, Mode: e.Mode})
	})
	return files, err
}

// StagedFiles lists the stage-0 entries of the index git names, sorted by
// path, intent-to-add entries left out.
func (r *Repo) StagedFiles() ([]File, error) {
	idx, err := r.loadIndex()
	if err != nil {
		return nil, err
	}
	files := make([]File, 0, idx.Len())
	for i := range idx.Len() {
		if e := idx.At(i); e.Stage == 0 && !e.IntentToAdd {
			files = append(files, File{Path: e.Path, Hash: e.Hash, Mode: e.Mode})
		}
	}
	return files, nil
}

// StagedLinks is StagedFiles less every entry that is not a symbolic
// link: what the pre-commit hook follows, found without reading the
// other entries.
func (r *Repo) StagedLinks() ([]File, error) {
	idx, err := r.loadIndex()
	if err != nil {
		return nil, err
	}
	var links []File
	for _, i := range idx.Symlinks() {
		if e := idx.At(i); e.Stage == 0 && !e.IntentToAdd {
			links = append(links, File{Path: e.Path, Hash: e.Hash, Mode: e.Mode})
		}
	}
	return links, nil
}
