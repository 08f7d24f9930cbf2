import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/**
 * Course-authored markdown (module help text). Raw HTML is never rendered and the output is
 * sanitised, so a course admin cannot inject scripts into other users' pages.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="sa-markdown">
      <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{text}</ReactMarkdown>
    </div>
  );
}
