// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice An ENSIP-10 wildcard resolver that answers every query through an EIP-3668 (CCIP-read) gateway whose
/// answers are signed by one of its signers: the devnet's resolver for Foyer's wallet names. It speaks the
/// signing scheme of ENS's reference off-chain resolver, so any gateway written for that one works with it:
///   request  = resolve(bytes name, bytes data), the call data the gateway receives;
///   response = abi.encode(bytes result, uint64 expires, bytes signature);
///   signed   = keccak256(0x1900 ‖ this resolver's address ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
/// Placed with anvil_setCode (no constructor runs): the seed writes `owner` to slot 0 with anvil_setStorageAt,
/// and the owner sets the gateway's URL and the signers with ordinary transactions.
contract DevOffchainResolver {
    /// Slot 0: who may change the URL and the signers.
    address public owner;
    /// Slot 1: the gateway URL template (`…/{sender}/{data}.json` for GET, without `{data}` for POST).
    string public url;
    /// Slot 2: the addresses whose signatures the resolver accepts.
    mapping(address => bool) public signers;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error NotOwner(address caller);
    error SignatureExpired(uint64 expires, uint256 timestamp);
    error InvalidSignature();
    error UnknownSigner(address signer);

    event UrlChanged(string url);
    event SignerChanged(address indexed signer, bool allowed);

    /// ENSIP-10's IExtendedResolver.resolve; the gateway's IResolverService.resolve has the same selector.
    bytes4 private constant RESOLVE = 0x9061b923;
    bytes4 private constant ERC165 = 0x01ffc9a7;
    /// Half the secp256k1 group order: a larger `s` is the malleable twin of a valid signature.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    function setUrl(string calldata newUrl) external onlyOwner {
        url = newUrl;
        emit UrlChanged(newUrl);
    }

    function setSigner(address signer, bool allowed) external onlyOwner {
        signers[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == ERC165 || interfaceId == RESOLVE;
    }

    /// @notice Every name is looked up off chain: reverts OffchainLookup towards the gateway.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory request = abi.encodeWithSelector(RESOLVE, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, request, this.resolveWithProof.selector, request);
    }

    /// @notice The lookup's callback: returns the gateway's result when a signer signed it and it has not expired.
    /// @param response abi.encode(bytes result, uint64 expires, bytes signature), as the gateway answered.
    /// @param extraData the request the gateway was sent (the lookup's extraData).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert SignatureExpired(expires, block.timestamp);
        address signer = recover(makeSignatureHash(address(this), expires, extraData, result), signature);
        if (!signers[signer]) revert UnknownSigner(signer);
        return result;
    }

    /// @notice The hash a gateway signs for `target` (the resolver that asked).
    function makeSignatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    /// A 65-byte r ‖ s ‖ v signature's signer; reverts on a malformed or malleable one.
    function recover(bytes32 hash, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) revert InvalidSignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        if ((v != 27 && v != 28) || uint256(s) > HALF_ORDER) revert InvalidSignature();
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
        return signer;
    }
}
