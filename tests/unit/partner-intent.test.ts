// The partner agent's reading of a message: questions about rides, revenue and drivers over the console's
// periods, ride actions with the ride, driver, vehicle, reason or trip code they name, and yes/no answers.
import { describe, expect, it } from 'vitest';
import { parsePartnerIntent } from '../../src/domain/assistants/partner-agent/partner-intent';

describe('parsePartnerIntent', () => {
  it.each([
    ['how many rides today', { kind: 'rideCount', period: 'today', status: 'all' }],
    ['How many rides today?', { kind: 'rideCount', period: 'today', status: 'all' }],
    ['how many completed rides yesterday', { kind: 'rideCount', period: 'yesterday', status: 'completed' }],
    [
      'number of cancelled bookings last week',
      { kind: 'rideCount', period: 'lastWeek', status: 'cancelled' },
    ],
    ['total trips this month', { kind: 'rideCount', period: 'thisMonth', status: 'all' }],
    ['aaj kitni rides hui', { kind: 'rideCount', period: 'today', status: 'all' }],
    ['inniku ethana ride', { kind: 'rideCount', period: 'today', status: 'all' }],
    ['இன்று எத்தனை சவாரிகள்?', { kind: 'rideCount', period: 'today', status: 'all' }],
    ['revenue this week', { kind: 'revenue', period: 'thisWeek' }],
    ['how much did we earn last month', { kind: 'revenue', period: 'lastMonth' }],
    ["today's earnings", { kind: 'revenue', period: 'today' }],
    ['is mahine ki kamai', { kind: 'revenue', period: 'thisMonth' }],
    ['இந்த வாரம் வருமானம் எவ்வளவு', { kind: 'revenue', period: 'thisWeek' }],
    ['which drivers are offline', { kind: 'drivers', online: false }],
    ['who is online now?', { kind: 'drivers', online: true }],
    ['ஆஃப்லைன் ஓட்டுநர்கள் யார்', { kind: 'drivers', online: false }],
    ['rides waiting for a driver', { kind: 'waitingRides' }],
    ['any unassigned bookings?', { kind: 'waitingRides' }],
    ['டிரைவருக்காக காத்திருக்கும் சவாரிகள்', { kind: 'waitingRides' }],
  ])('reads the question %j', (message, intent) => {
    expect(parsePartnerIntent(message)).toEqual(intent);
  });

  it('reads an accept with the ride, the driver and the registration number as typed', () => {
    expect(parsePartnerIntent('accept R123 with driver Ravi and TN 09 AB 1234')).toEqual({
      kind: 'accept',
      ride: 'R123',
      driver: 'Ravi',
      vehicle: 'TN 09 AB 1234',
    });
    expect(parsePartnerIntent('Please assign #3f2a91bc to Ravi Kumar, vehicle tn09ab1234')).toEqual({
      kind: 'accept',
      ride: '3F2A91BC',
      driver: 'Ravi Kumar',
      vehicle: 'TN09AB1234',
    });
    expect(parsePartnerIntent('accept ride 3F2A91BC with Murugan Selvam and KA-01-MJ-2345')).toEqual({
      kind: 'accept',
      ride: '3F2A91BC',
      driver: 'Murugan Selvam',
      vehicle: 'KA 01 MJ 2345',
    });
  });

  it('leaves out what an accept does not name, for the agent to ask', () => {
    expect(parsePartnerIntent('accept ride with driver Ravi')).toEqual({
      kind: 'accept',
      ride: null,
      driver: 'Ravi',
      vehicle: null,
    });
  });

  it('reads cancels and declines with their reasons in the partner’s own words', () => {
    expect(parsePartnerIntent('cancel R124, rider asked')).toEqual({
      kind: 'cancel',
      ride: 'R124',
      reason: 'rider asked',
    });
    expect(parsePartnerIntent('Cancel #ab12cd34 because Flight Delayed')).toEqual({
      kind: 'cancel',
      ride: 'AB12CD34',
      reason: 'Flight Delayed',
    });
    expect(parsePartnerIntent('cancel ab12cd34')).toEqual({ kind: 'cancel', ride: 'AB12CD34', reason: null });
    expect(parsePartnerIntent('decline 9c0ffee1')).toEqual({
      kind: 'decline',
      ride: '9C0FFEE1',
      reason: null,
    });
    expect(parsePartnerIntent('ரத்து செய் #ab12cd34 வாடிக்கையாளர் கேட்டார்')).toEqual({
      kind: 'cancel',
      ride: 'AB12CD34',
      reason: 'வாடிக்கையாளர் கேட்டார்',
    });
  });

  it('reads start with the trip code and complete', () => {
    expect(parsePartnerIntent('start #ab12cd34 code 4821')).toEqual({
      kind: 'start',
      ride: 'AB12CD34',
      tripCode: '4821',
    });
    expect(parsePartnerIntent('complete ride ab12cd34')).toEqual({ kind: 'complete', ride: 'AB12CD34' });
  });

  it.each(['yes', 'Yes', 'ok, go ahead', 'haan', 'ஆம்', 'சரி', 'yes please'])('reads %j as yes', (message) => {
    expect(parsePartnerIntent(message)).toEqual({ kind: 'yes' });
  });

  it.each(['no', 'No, leave it', 'nahi', 'இல்லை', 'வேண்டாம்'])('reads %j as no', (message) => {
    expect(parsePartnerIntent(message)).toEqual({ kind: 'no' });
  });

  it('does not take a question about cancelled rides for a cancel, nor chatter for anything', () => {
    expect(parsePartnerIntent('how many cancelled rides today').kind).toBe('rideCount');
    expect(parsePartnerIntent('hello there').kind).toBe('help');
    expect(parsePartnerIntent('yes cancel everything').kind).toBe('help');
  });
});
