/** Pays on the provider stand-in's page as its form does (the page has no script to call). */
export async function payOnHostedPage(authorizationUrl: string, cardNumber: string) {
  const response = await fetch(authorizationUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: cardNumber, expiry: '12/30', cvv: '123' }),
  });
  if (response.status !== 303) {
    throw new Error(
      `The hosted page answered ${response.status} instead of sending the payer back`,
    );
  }
  return new URL(response.headers.get('location')!);
}
