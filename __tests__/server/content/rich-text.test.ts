import { readingMinutes, toRichText } from '../../../src/server/domains/content/rich-text'

describe('turning stored Markdown into structured blocks', () => {
  it('keeps headings with anchors, paragraphs, lists, notes, emphasis and links', () => {
    const blocks = toRichText(
      [
        '## Before you drive {#checklist}',
        '',
        'Check the **label** and the *harness*, then [search](/search).',
        '',
        '1. First',
        '2. Second with [mail](mailto:hello@tinytrip.es)',
        '',
        '- One',
        '',
        '> Rules change.',
        '',
        '### Taxis in Sevilla, ¿sí?',
      ].join('\n'),
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Before you drive', anchor: 'checklist' },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Check the ' },
          { type: 'text', text: 'label', emphasis: 'strong' },
          { type: 'text', text: ' and the ' },
          { type: 'text', text: 'harness', emphasis: 'em' },
          { type: 'text', text: ', then ' },
          { type: 'link', text: 'search', href: '/search' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'text', text: 'First' }],
          [
            { type: 'text', text: 'Second with ' },
            { type: 'link', text: 'mail', href: 'mailto:hello@tinytrip.es' },
          ],
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'One' }]] },
      { type: 'note', content: [{ type: 'text', text: 'Rules change.' }] },
      { type: 'heading', level: 3, text: 'Taxis in Sevilla, ¿sí?', anchor: 'taxis-in-sevilla-si' },
    ])
  })

  it('turns raw HTML into visible text and drops unsafe link targets', () => {
    const blocks = toRichText(
      '<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example) [z](http://plain.example) <a href="javascript:1" onclick="x()">a</a>',
    )
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: '<script>alert(1)</script> [x](javascript:alert(1)) y z <a href="javascript:1" onclick="x()">a</a>',
          },
        ],
      },
    ])
  })

  it('gives repeated headings distinct anchors', () => {
    const anchors = toRichText('## Tips\n\n## Tips\n\n## Tips').map(
      (block) => block.type === 'heading' && block.anchor,
    )
    expect(anchors).toEqual(['tips', 'tips-2', 'tips-3'])
  })

  it('estimates reading time at about 200 words a minute, at least one', () => {
    expect(readingMinutes('Short.')).toBe(1)
    expect(readingMinutes(Array(1000).fill('word').join(' '))).toBe(5)
    expect(readingMinutes('## <b> - - -')).toBe(1)
  })
})
