// The card frame's document carries its language's card rule messages as a JSON block that its
// script reads, so the one bundled script serves every language and holds no catalogue.

/** The id of the card frame's JSON block of card rule messages. */
export const CARD_MESSAGES_ID = 'card-messages';
