/** Where each share option of the share dialog sends the visitor. */
export interface ShareLinks {
  twitter: string;
  facebook: string;
  sms: string;
  email: string;
}

/**
 * Share links of an absolute page URL, with the share message (in Reprise wording, in the page's
 * language); the email's subject is the message unless given.
 */
export function shareLinks(url: string, message: string, subject: string = message): ShareLinks {
  const text = `${message} ${url}`;
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    // 'sms:?&body=' is the form both iOS and Android messaging apps read.
    sms: `sms:?&body=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
  };
}
