// aws-crt's browser websocket signer only needs HmacSHA256 and SHA256 for SigV4 URL signing.
module.exports = { HmacSHA256: require('crypto-js/hmac-sha256'), SHA256: require('crypto-js/sha256') };
