import { customers } from '../schema';
import type { SeedDb } from './types';

/** Real airlines with invented contacts (reserved .example domains) and contract numbers. */
export const demoCustomers = [
  {
    name: 'Air France',
    iata: 'AF',
    icao: 'AFR',
    contact_name: 'Claire Dubois',
    contact_email: 'claire.dubois@airfrance.example',
    contact_phone: '+33 1 41 56 78 00',
    billing_currency: 'EUR',
    contract_reference: 'TGS-AF-2024-017',
  },
  {
    name: 'KLM Royal Dutch Airlines',
    iata: 'KL',
    icao: 'KLM',
    contact_name: 'Pieter van Dijk',
    contact_email: 'p.vandijk@klm.example',
    contact_phone: '+31 20 649 91 23',
    billing_currency: 'EUR',
    contract_reference: 'TGS-KL-2023-042',
  },
  {
    name: 'Lufthansa',
    iata: 'LH',
    icao: 'DLH',
    contact_name: 'Katrin Hoffmann',
    contact_email: 'katrin.hoffmann@lufthansa.example',
    contact_phone: '+49 69 696 44 80',
    billing_currency: 'EUR',
    contract_reference: 'TGS-LH-2025-003',
  },
  {
    name: 'SAS Scandinavian Airlines',
    iata: 'SK',
    icao: 'SAS',
    contact_name: 'Lars Eriksson',
    contact_email: 'lars.eriksson@sas.example',
    contact_phone: '+46 8 797 00 00',
    billing_currency: 'SEK',
    contract_reference: 'TGS-SK-2024-088',
  },
  {
    name: 'Finnair',
    iata: 'AY',
    icao: 'FIN',
    contact_name: 'Johanna Mäkinen',
    contact_email: 'johanna.makinen@finnair.example',
    contact_phone: '+358 9 818 81 00',
    billing_currency: 'EUR',
    contract_reference: 'TGS-AY-2025-011',
  },
  {
    name: 'Air Canada',
    iata: 'AC',
    icao: 'ACA',
    contact_name: 'Marc-André Lavoie',
    contact_email: 'marc-andre.lavoie@aircanada.example',
    contact_phone: '+1 514 422 5000',
    billing_currency: 'CAD',
    contract_reference: 'TGS-AC-2024-064',
  },
];

export async function seedCustomers(db: SeedDb): Promise<void> {
  await db.insert(customers).values(demoCustomers);
}
