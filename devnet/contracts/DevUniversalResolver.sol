// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The one registry read resolution needs (EIP-137).
interface IDevEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// The batch gateway protocol: several EIP-3668 requests in one. A client may run it itself (viem does, for the
/// URL `x-batch-gateway:true`), calling each request's own URLs and answering failures as encoded errors.
interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory requests) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// @notice Resolves an ENS name in one call, the way ENS-aware clients (viem's getEnsAddress) ask a universal
/// resolver: `resolveWithGateways(name, data, gateways)` returns `(result, resolver)`.
/// - ENSIP-10: walks up the DNS-encoded name's labels in the registry to the first resolver; an exact match may be
///   an ordinary resolver (called with `data`), an ancestor's must support IExtendedResolver (`resolve(name, data)`).
/// - EIP-3668: when the resolver reverts OffchainLookup, this contract reverts its own OffchainLookup (sender: this
///   contract) carrying the resolver's request as a one-request batch-gateway query to `gateways`;
///   `resolveCallback` hands the answer to the resolver's callback and returns `(result, resolver)`, repeating
///   for a callback that looks up again.
/// - Failures are the errors clients know: ResolverNotFound, ResolverNotContract, UnsupportedResolverProfile
///   (an empty answer), ResolverError (the resolver's revert), HttpError (the gateway's), DNSDecodingFailed.
/// Reverse resolution is not on the devnet: `reverseWithGateways` answers ResolverNotFound for every address.
/// Placed with anvil_setCode: the seed writes the registry's address to slot 0 with anvil_setStorageAt.
contract DevUniversalResolver {
    /// Slot 0: the ENS registry.
    address public registry;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error UnsupportedResolverProfile(bytes4 selector);
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();

    /// IExtendedResolver (ENSIP-10): resolve(bytes,bytes).
    bytes4 private constant EXTENDED = 0x9061b923;
    bytes4 private constant SUPPORTS_INTERFACE = 0x01ffc9a7;

    /// What a lookup carries to its callback.
    struct Lookup {
        address resolver;
        bool extended;
        /// The record function asked for, named when the resolver has no answer.
        bytes4 selector;
        /// The resolver's callback and extraData.
        bytes4 callback;
        bytes extraData;
        string[] gateways;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool exact) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool extended = supportsExtended(resolver);
        if (!extended && !exact) revert ResolverNotFound(name);
        (bool ok, bytes memory ret) =
            resolver.staticcall(extended ? abi.encodeWithSelector(EXTENDED, name, data) : data);
        return answer(ok, ret, Lookup(resolver, extended, bytes4(data), bytes4(0), "", gateways));
    }

    /// @notice The batch gateway's answer to a lookup this contract raised.
    /// @param response abi.encode(bool[] failures, bytes[] responses), one of each.
    /// @param extraData the Lookup this contract put in its OffchainLookup.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        Lookup memory lookup = abi.decode(extraData, (Lookup));
        bool[] memory failures;
        bytes[] memory responses;
        try this.decodeBatchResponse(response) returns (bool[] memory f, bytes[] memory r) {
            (failures, responses) = (f, r);
        } catch {
            revert InvalidBatchGatewayResponse();
        }
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory reply = responses[0];
        if (failures[0]) {
            // The gateway's HTTP failure is passed on as it is; anything else is the resolver's lookup failing.
            if (reply.length >= 4 && bytes4(reply) == HttpError.selector) {
                assembly {
                    revert(add(reply, 32), mload(reply))
                }
            }
            revert ResolverError(reply);
        }
        (bool ok, bytes memory ret) =
            lookup.resolver.staticcall(abi.encodeWithSelector(lookup.callback, reply, lookup.extraData));
        return answer(ok, ret, lookup);
    }

    /// @notice No reverse records on the devnet: every address has no primary name.
    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        pure
        returns (string memory, address, address)
    {
        revert ResolverNotFound(lookupAddress);
    }

    /// @dev Decoders called on this contract itself, so that malformed input is caught instead of reverting bare.
    function decodeBatchResponse(bytes calldata response) external pure returns (bool[] memory, bytes[] memory) {
        return abi.decode(response, (bool[], bytes[]));
    }

    function decodeOffchainLookup(bytes calldata revertData)
        external
        pure
        returns (address, string[] memory, bytes memory, bytes4, bytes memory)
    {
        return abi.decode(revertData[4:], (address, string[], bytes, bytes4, bytes));
    }

    function decodeBytes(bytes calldata data) external pure returns (bytes memory) {
        return abi.decode(data, (bytes));
    }

    /// The result of a call to the resolver: its answer, a lookup of this contract's own, or an error.
    function answer(bool ok, bytes memory ret, Lookup memory lookup) private view returns (bytes memory, address) {
        if (!ok) {
            if (ret.length >= 4 && bytes4(ret) == OffchainLookup.selector) lookUp(ret, lookup);
            revert ResolverError(ret);
        }
        bytes memory result = ret;
        if (lookup.extended && ret.length > 0) {
            try this.decodeBytes(ret) returns (bytes memory inner) {
                result = inner;
            } catch {
                revert ResolverError(ret);
            }
        }
        if (result.length == 0) revert UnsupportedResolverProfile(lookup.selector);
        return (result, lookup.resolver);
    }

    /// Reverts an OffchainLookup of this contract's own for the resolver's `revertData` (EIP-3668: clients only
    /// follow lookups whose sender is the contract they called).
    function lookUp(bytes memory revertData, Lookup memory lookup) private view {
        address sender;
        string[] memory urls;
        bytes memory callData;
        try this.decodeOffchainLookup(revertData) returns (
            address s, string[] memory u, bytes memory c, bytes4 callback, bytes memory extraData
        ) {
            (sender, urls, callData) = (s, u, c);
            (lookup.callback, lookup.extraData) = (callback, extraData);
        } catch {
            revert ResolverError(revertData);
        }
        if (sender != lookup.resolver) revert ResolverError(revertData);
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        requests[0] = IBatchGateway.Request(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            lookup.gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            this.resolveCallback.selector,
            abi.encode(lookup)
        );
    }

    /// ENSIP-10: the resolver of the name or of its nearest ancestor that has one, and whether it is the name's
    /// own. Reverts DNSDecodingFailed unless `name` is labels of 1–255 bytes ending with the empty root label.
    function findResolver(bytes calldata name) private view returns (address, bool) {
        uint256 size = name.length;
        uint256[] memory offsets = new uint256[](size);
        uint256 count;
        uint256 position;
        for (;;) {
            if (position >= size) revert DNSDecodingFailed(name);
            uint256 length = uint8(name[position]);
            if (length == 0) break;
            offsets[count++] = position;
            position += 1 + length;
        }
        if (position != size - 1) revert DNSDecodingFailed(name);
        // nodes[k]: the namehash of the name less its first k labels (nodes[count] is the root's, zero).
        bytes32[] memory nodes = new bytes32[](count + 1);
        for (uint256 k = count; k > 0; k--) {
            uint256 offset = offsets[k - 1];
            uint256 length = uint8(name[offset]);
            nodes[k - 1] = keccak256(abi.encodePacked(nodes[k], keccak256(name[offset + 1:offset + 1 + length])));
        }
        for (uint256 k = 0; k <= count; k++) {
            address resolver = IDevEnsRegistry(registry).resolver(nodes[k]);
            if (resolver != address(0)) return (resolver, k == 0);
        }
        return (address(0), false);
    }

    /// ERC-165 asked with a bounded gas: a resolver that answers anything but true does not support it.
    function supportsExtended(address resolver) private view returns (bool) {
        (bool ok, bytes memory ret) =
            resolver.staticcall{gas: 30_000}(abi.encodeWithSelector(SUPPORTS_INTERFACE, EXTENDED));
        return ok && ret.length >= 32 && uint256(bytes32(ret)) == 1;
    }
}
