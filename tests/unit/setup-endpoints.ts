import { loadLaterEndpoints } from '@/lib/gateway/api';

// A browser fetches the later endpoints' table on first need (a round trip, real time). Unit tests that drive time
// with fake timers would wait on that real import mid-test: every test file starts with the table in hand instead.
await loadLaterEndpoints();
