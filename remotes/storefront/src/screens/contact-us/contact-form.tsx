/**
 * The message form (POST /support/messages). A signed-in customer's name and email fill in once
 * their profile arrives, unless they already typed there, and stay editable; reached from an
 * order, it starts about that order. The server's reference is shown on success; on failure
 * nothing typed is lost and 422 messages sit at their fields.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SupportMessage } from '@jara/contracts/entities';
import { useApiForm } from '@jara/forms/use-api-form';
import { profileQuery } from '@jara/query/account-queries';
import { supportMessageMutation } from '@jara/query/support-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import { Button } from '@jara/ui/button';
import { SelectField, TextAreaField, TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { contactSchema, messageAbout, MESSAGE_LENGTH, TOPIC_OPTIONS } from './contact-form-schema';
import { MessageSent } from './message-sent';
import styles from './contact-us-screen.module.css';

const PREFILLED = ['name', 'email'] as const;

/** `aboutOrder`: the reference a link from an order names, unchecked (it is checked here). */
export function ContactForm({ aboutOrder = null }: { aboutOrder?: string | null }) {
  const form = useApiForm(contactSchema, messageAbout(aboutOrder));
  const send = useMutation(supportMessageMutation());
  const [sent, setSent] = useState<SupportMessage | null>(null);
  const signedIn = useSignedIn();
  const profile = useQuery({ ...profileQuery(), enabled: signedIn }).data;
  const { getFieldState, setValue } = form;

  useEffect(() => {
    if (!profile) return;
    PREFILLED.forEach((field) => {
      if (!getFieldState(field).isDirty) setValue(field, profile[field]);
    });
  }, [profile, getFieldState, setValue]);

  const submit = form.submit(async ({ order_reference, ...message }) => {
    const filed = await send.mutateAsync({
      ...message,
      ...(order_reference ? { order_reference } : {}),
    });
    setSent(filed);
  });

  if (sent) {
    return (
      <MessageSent
        reference={sent.reference}
        onAnother={() => {
          form.reset({ ...form.getValues(), topic: '', message: '', order_reference: '' });
          setSent(null);
        }}
      />
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Send us a message">
      <TextField label="Your name" required autoComplete="name" {...form.field('name')} />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        hint="We reply to this address."
        {...form.field('email')}
      />
      <SelectField
        label="What is it about?"
        required
        placeholder="Choose a topic"
        options={TOPIC_OPTIONS}
        {...form.field('topic')}
      />
      <TextField
        label="Order reference"
        hint="If your message is about an order, like JR-7F3K9Q."
        {...form.field('order_reference')}
      />
      <TextAreaField
        label="Message"
        required
        maxLength={MESSAGE_LENGTH.max}
        hint={`${MESSAGE_LENGTH.min} to ${MESSAGE_LENGTH.max} characters.`}
        {...form.field('message')}
      />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting}>
        Send message
      </Button>
    </form>
  );
}
