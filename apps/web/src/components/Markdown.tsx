import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Code.css';
import { Anchor, Code, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Inline } from '../lib/markdown/parse-markdown.ts';
import { parseMarkdown } from '../lib/markdown/parse-markdown.ts';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index}>
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Anchor key={index} component={Link} to={node.href} inherit>
            <InlineNodes nodes={node.children} />
          </Anchor>
        ) : (
          <Anchor key={index} href={node.href} target="_blank" rel="noopener noreferrer" inherit>
            <InlineNodes nodes={node.children} />
          </Anchor>
        );
    }
  });
}

/** Renders the Markdown subset as React elements; never as raw HTML. */
export function Markdown({ source }: { source: string }) {
  return parseMarkdown(source).map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return (
          <Title
            key={index}
            order={block.level}
            size={`h${block.level + 1}`}
            mt={block.level === 1 ? 0 : 'lg'}
            mb="sm"
          >
            <InlineNodes nodes={block.children} />
          </Title>
        );
      case 'paragraph':
        return (
          <Text key={index} mb="sm">
            <InlineNodes nodes={block.children} />
          </Text>
        );
      case 'list':
        return (
          <List key={index} type={block.ordered ? 'ordered' : 'unordered'} mb="sm" spacing={4}>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>
                <InlineNodes nodes={item} />
              </List.Item>
            ))}
          </List>
        );
    }
  });
}
