package mdinline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

// ordinaryCorpus is the repository's own markdown (its docs, READMEs and
// test reports) and the CommonMark spec's examples: documents as people
// write them.
func ordinaryCorpus(b *testing.B) []byte {
	var corpus []byte
	for _, pattern := range []string{"../../*.md", "../../docs/*.md", "../../bench/*.md", "../../*/testdata/*/*/*.md"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			corpus = append(append(corpus, data...), '\n')
		}
	}
	if len(corpus) == 0 {
		b.Skip("no markdown found")
	}
	return corpus
}

// BenchmarkOrdinary parses ordinary documents with this package's inline
// parsing and with goldmark's own (GFM and footnotes): compare the MB/s.
func BenchmarkOrdinary(b *testing.B) {
	src := ordinaryCorpus(b)
	for name, parse := range map[string]func([]byte){
		"mdinline": func(s []byte) { NewParser().Parse(text.NewReader(s)) },
		"goldmark": func(s []byte) { goldmark.New(goldmarkGFMExtensions()).Parser().Parse(text.NewReader(s)) },
	} {
		b.Run(name, func(b *testing.B) {
			loopCPU(b, len(src), func() { parse(src) })
		})
	}
}
