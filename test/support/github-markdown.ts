// The job summary as GitHub renders it, for the tests that show what it quotes stays text: GFM, its autolink
// literals and tables included (micromark's extensions follow cmark-gfm, GitHub's parser), HTML passed through as
// GitHub passes it to its sanitizer.
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export function renderedByGitHub(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })
}
