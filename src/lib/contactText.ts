/** 001 §2: shown when a customer asked to be contacted but left no contact details. */
export const NO_CONTACT_DETAILS = 'The customer did not leave any contact details despite requesting contact.';
