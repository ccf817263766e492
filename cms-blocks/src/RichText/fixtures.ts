import type { RichTextDoc } from './richTextTypes.ts';

/** A small article-like document used by the story and the tests. */
export const sampleDoc: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Fresh roast, every week' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We roast in small batches and ship within ' },
        { type: 'text', text: 'two days', marks: [{ type: 'bold' }] },
        { type: 'text', text: ', so the coffee reaches you ' },
        { type: 'text', text: 'at its best', marks: [{ type: 'italic' }] },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'heading',
      attrs: { level: 3 },
      content: [{ type: 'text', text: 'How to brew' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Use ' },
        { type: 'text', text: '16 g', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' of coffee per 250 ml of water just off the boil.' },
      ],
    },
    { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Storage' }] },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Keep the bag closed, cool and away from light.' }],
    },
    { type: 'heading', attrs: { level: 5 }, content: [{ type: 'text', text: 'Small print' }] },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Roast dates are printed on every bag.' }],
    },
  ],
};
