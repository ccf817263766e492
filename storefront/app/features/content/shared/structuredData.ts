/** schema.org structured data the content pages write (JSON-LD, rendered by ui/JsonLd). */

export function articleJsonLd(article: {
  headline: string;
  description: string | null;
  url: string;
  image: string | null;
  datePublished: string;
  dateModified: string;
  author: { name: string; url: string | null } | null;
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: article.url,
    ...(article.image ? { image: [article.image] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    ...(article.author
      ? {
          author: {
            '@type': 'Person',
            name: article.author.name,
            ...(article.author.url ? { url: article.author.url } : {}),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}

/** FAQPage: questions with their answers as plain text. */
export function faqJsonLd(questions: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
