import { describe, expect, it } from 'vitest';
import { renderToolResult } from '../../src/mcp/render.js';

describe('renderToolResult renders each content kind as SPEC says', () => {
  it('keeps a text part as it is', () => {
    expect(renderToolResult({ content: [{ type: 'text', text: '  two\nlines  ' }] })).toBe('  two\nlines  ');
  });

  it('renders an embedded text resource as its text', () => {
    const result = { content: [{ type: 'resource', resource: { uri: 'file:///a.txt', text: 'inside' } }] };
    expect(renderToolResult(result)).toBe('inside');
  });

  it('renders an embedded binary resource as a placeholder with its size', () => {
    const result = {
      content: [{ type: 'resource', resource: { uri: 'file:///a.bin', mimeType: 'application/pdf', blob: 'AAAA' } }],
    };
    expect(renderToolResult(result)).toBe('[resource file:///a.bin application/pdf, 3 bytes]');
  });

  it('renders an image part as [image MIME, N bytes] with the decoded size', () => {
    const data = Buffer.alloc(1234).toString('base64');
    expect(renderToolResult({ content: [{ type: 'image', data, mimeType: 'image/png' }] })).toBe(
      '[image image/png, 1234 bytes]',
    );
  });

  it('renders an audio part the same way', () => {
    const data = Buffer.alloc(10).toString('base64');
    expect(renderToolResult({ content: [{ type: 'audio', data, mimeType: 'audio/wav' }] })).toBe(
      '[audio audio/wav, 10 bytes]',
    );
  });

  it('renders a resource link as [resource_link URI]', () => {
    expect(renderToolResult({ content: [{ type: 'resource_link', uri: 'https://x.test/r', name: 'r' }] })).toBe(
      '[resource_link https://x.test/r]',
    );
  });

  it('renders structured content as JSON when there is no text part', () => {
    expect(renderToolResult({ content: [], structuredContent: { total: 3 } })).toBe(
      JSON.stringify({ total: 3 }, null, 2),
    );
  });

  it('ignores structured content when a text part is there', () => {
    expect(renderToolResult({ content: [{ type: 'text', text: 'hi' }], structuredContent: { total: 3 } })).toBe('hi');
  });

  it('joins parts with a newline, in order', () => {
    const result = {
      content: [
        { type: 'text', text: 'a' },
        { type: 'resource_link', uri: 'file:///b' },
        { type: 'text', text: 'c' },
      ],
    };
    expect(renderToolResult(result)).toBe('a\n[resource_link file:///b]\nc');
  });

  it('names a content kind it does not know instead of dropping it', () => {
    expect(renderToolResult({ content: [{ type: 'hologram' }] })).toBe('[hologram content]');
  });

  it('renders a result with no content as empty text', () => {
    expect(renderToolResult({})).toBe('');
  });
});
