// Apple Wallet passes, signed with passkit-generator. Passes need an Apple-issued certificate,
// so the feature is on only when WALLET_* names one (README); without it the button is hidden.
import { readFileSync } from 'node:fs';
import { PKPass } from 'passkit-generator';
import { mailText } from '../mail/mail-text';
import type { TicketFacts } from './ticket-document';
import { eventTime, placeLine } from './ticket-document';

/** WALLET_* settings: the pass type and team, and the PEM files that sign passes. */
export interface WalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCertPath: string;
  signerKeyPath: string;
  signerKeyPassphrase?: string;
  wwdrCertPath: string;
}

/** Makes a signed .pkpass of one ticket. */
export interface WalletSigner {
  pass(facts: TicketFacts, serialNumber: string): Buffer;
}

// A 29×29 plain blue PNG: Wallet requires an icon.
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdCAYAAABWk2cPAAAARElEQVR4AcXBAQEAIAyAMKSHlcxvG99CtrXPfXwmAQlIQAISkIAEJCABCUhAAhKQgAQkIAEJSEACEpCABCQgAQlIQAIDdPQCfHwNSoQAAAAASUVORK5CYII=',
  'base64',
);

/** The signer of WALLET_* settings, or null when they are not all set. */
export function walletSigner(config: WalletConfig | undefined): WalletSigner | null {
  if (!config) return null;
  const certificates = {
    wwdr: readFileSync(config.wwdrCertPath),
    signerCert: readFileSync(config.signerCertPath),
    signerKey: readFileSync(config.signerKeyPath),
    signerKeyPassphrase: config.signerKeyPassphrase,
  };
  return {
    pass(facts, serialNumber) {
      // The pass speaks the order's language, as its mails and printed ticket do.
      const text = mailText(facts.language);
      const pass = new PKPass({ 'icon.png': ICON, 'icon@2x.png': ICON }, certificates, {
        formatVersion: 1,
        passTypeIdentifier: config.passTypeIdentifier,
        teamIdentifier: config.teamIdentifier,
        organizationName: 'Reprise',
        description: text.t('wallet.description', { event: facts.eventName }),
        serialNumber,
      });
      pass.type = 'eventTicket';
      pass.primaryFields.push({
        key: 'event',
        label: text.t('wallet.event'),
        value: facts.eventName,
      });
      pass.secondaryFields.push({
        key: 'seat',
        label: text.t('wallet.seat'),
        value: placeLine(facts, text),
      });
      pass.auxiliaryFields.push(
        {
          key: 'when',
          label: text.t('wallet.when'),
          value: eventTime(facts.startsAt, facts.timezone, text.dateLocale),
        },
        { key: 'venue', label: text.t('wallet.venue'), value: facts.venueName },
      );
      pass.backFields.push(
        { key: 'holder', label: text.t('wallet.holder'), value: facts.holderName },
        { key: 'order', label: text.t('wallet.order'), value: facts.confirmationNumber },
      );
      pass.setBarcodes({
        message: facts.code,
        format: 'PKBarcodeFormatQR',
        messageEncoding: 'iso-8859-1',
      });
      return pass.getAsBuffer();
    },
  };
}
