import { SHARE_MESSAGE_TEXT } from '@reprise/domain/constants';

/** Where each share option of the share dialog sends the visitor. */
export interface ShareLinks {
  twitter: string;
  facebook: string;
  sms: string;
  email: string;
}

/** Share links of an absolute page URL, with the share message (in Reprise wording). */
export function shareLinks(url: string, subject: string = SHARE_MESSAGE_TEXT): ShareLinks {
  const text = `${SHARE_MESSAGE_TEXT} ${url}`;
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(SHARE_MESSAGE_TEXT)}&url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    // 'sms:?&body=' is the form both iOS and Android messaging apps read.
    sms: `sms:?&body=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
  };
}
