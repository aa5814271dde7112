/* Corpus kernel shoc_md5hash for gpuisa's -filetype=obj tests.
 * Modelled on: SHOC "md5hash" (vetter/shoc src/opencl/level1/md5hash/md5.cl; suite licence: BSD 3-clause (SHOC, ORNL/UT-Battelle)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 *
 * CORPUS-FLAGS: -mllvm -disable-promote-alloca-to-lds  (keeps the private
 * arrays in scratch, as for a work-group size too large for LDS promotion)
 */
/* MD5 of short keys enumerated from an index: the message words live in a
 * private array indexed with run-time values (scratch memory). */
#define F(x, y, z) (((x) & (y)) | (~(x) & (z)))
#define G(x, y, z) (((x) & (z)) | ((y) & ~(z)))
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))

__constant uint md5_k[64] = {
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
  0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
  0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
  0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
  0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
  0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
__constant uint md5_r[16] = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

void md5_block(uint *w, uint *digest) {
  uint a = 0x67452301, b = 0xefcdab89, c = 0x98badcfe, d = 0x10325476;
  for (int i = 0; i < 64; i++) {
    uint f, g;
    if (i < 16) { f = F(b, c, d); g = i; }
    else if (i < 32) { f = G(b, c, d); g = (5 * i + 1) & 15; }
    else if (i < 48) { f = H(b, c, d); g = (3 * i + 5) & 15; }
    else { f = I(b, c, d); g = (7 * i) & 15; }
    uint t = d;
    d = c;
    c = b;
    b = b + rotate(a + f + md5_k[i] + w[g], md5_r[(i >> 4) * 4 + (i & 3)]);
    a = t;
  }
  digest[0] = a + 0x67452301;
  digest[1] = b + 0xefcdab89;
  digest[2] = c + 0x98badcfe;
  digest[3] = d + 0x10325476;
}

__kernel void FindKeyWithDigest_Kernel(uint searchDigest0, uint searchDigest1, uint searchDigest2,
                                       uint searchDigest3, int keyspace, int byteLength, int valsPerByte,
                                       __global int *foundIndex, __global uchar *foundKey,
                                       __global uint *foundDigest) {
  int threadid = get_global_id(0);
  int startindex = threadid * 64;
  uint w[16];
  uint digest[4];
  for (int ks = startindex; ks < startindex + 64 && ks < keyspace; ks++) {
    uchar key[8];
    int idx = ks;
    for (int b = 0; b < 8; b++)
      key[b] = 0;
    for (int b = byteLength - 1; b >= 0; b--) {
      key[b] = 'a' + idx % valsPerByte;
      idx /= valsPerByte;
    }
    for (int i = 0; i < 16; i++)
      w[i] = 0;
    for (int i = 0; i < byteLength; i++)
      w[i >> 2] |= (uint)key[i] << ((i & 3) * 8);
    w[byteLength >> 2] |= 0x80u << ((byteLength & 3) * 8);
    w[14] = byteLength * 8;
    md5_block(w, digest);
    if (digest[0] == searchDigest0 && digest[1] == searchDigest1 &&
        digest[2] == searchDigest2 && digest[3] == searchDigest3) {
      *foundIndex = ks;
      for (int i = 0; i < 8; i++)
        foundKey[i] = key[i];
      for (int i = 0; i < 4; i++)
        foundDigest[i] = digest[i];
    }
  }
}
