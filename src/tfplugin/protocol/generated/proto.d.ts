import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace tfplugin6 {

    interface IDynamicValue extends tfplugin6.DynamicValue.$Properties {
    }

    class DynamicValue {
        constructor(properties?: tfplugin6.DynamicValue.$Properties);
        $unknowns?: Uint8Array[];
        msgpack: Uint8Array;
        json: Uint8Array;
        static encode(message: tfplugin6.DynamicValue.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.DynamicValue & tfplugin6.DynamicValue.$Shape;
    }

    namespace DynamicValue {
        interface $Properties {
            msgpack?: (Uint8Array|null);
            json?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.DynamicValue.$Properties;
    }

    interface IDiagnostic extends tfplugin6.Diagnostic.$Properties {
    }

    class Diagnostic {
        constructor(properties?: tfplugin6.Diagnostic.$Properties);
        $unknowns?: Uint8Array[];
        severity: tfplugin6.Diagnostic.Severity;
        summary: string;
        detail: string;
        attribute?: (tfplugin6.AttributePath.$Properties|null);
        static encode(message: tfplugin6.Diagnostic.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Diagnostic & tfplugin6.Diagnostic.$Shape;
    }

    namespace Diagnostic {
        interface $Properties {
            severity?: (tfplugin6.Diagnostic.Severity|null);
            summary?: (string|null);
            detail?: (string|null);
            attribute?: (tfplugin6.AttributePath.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = {
          severity?: tfplugin6.Diagnostic.Severity|null;
          summary?: string|null;
          detail?: string|null;
          attribute?: tfplugin6.AttributePath.$Shape|null;
          $unknowns?: Uint8Array[];
        };

        enum Severity {
            INVALID = 0,
            ERROR = 1,
            WARNING = 2
        }
    }

    interface IFunctionError extends tfplugin6.FunctionError.$Properties {
    }

    class FunctionError {
        constructor(properties?: tfplugin6.FunctionError.$Properties);
        $unknowns?: Uint8Array[];
        text: string;
        functionArgument?: (number|null);
        static encode(message: tfplugin6.FunctionError.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.FunctionError & tfplugin6.FunctionError.$Shape;
    }

    namespace FunctionError {
        interface $Properties {
            text?: (string|null);
            functionArgument?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.FunctionError.$Properties;
    }

    interface IAttributePath extends tfplugin6.AttributePath.$Properties {
    }

    class AttributePath {
        constructor(properties?: tfplugin6.AttributePath.$Properties);
        $unknowns?: Uint8Array[];
        steps: tfplugin6.AttributePath.Step.$Properties[];
        static encode(message: tfplugin6.AttributePath.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.AttributePath & tfplugin6.AttributePath.$Shape;
    }

    namespace AttributePath {
        interface $Properties {
            steps?: (tfplugin6.AttributePath.Step.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = {
          steps?: tfplugin6.AttributePath.Step.$Shape[]|null;
          $unknowns?: Uint8Array[];
        };

        interface IStep extends tfplugin6.AttributePath.Step.$Properties {
        }

        class Step {
            constructor(properties?: tfplugin6.AttributePath.Step.$Properties);
            $unknowns?: Uint8Array[];
            attributeName?: (string|null);
            elementKeyString?: (string|null);
            elementKeyInt?: (number|null);
            selector?: ("attributeName"|"elementKeyString"|"elementKeyInt");
            static encode(message: tfplugin6.AttributePath.Step.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.AttributePath.Step & tfplugin6.AttributePath.Step.$Shape;
        }

        namespace Step {
            interface $Properties {
                attributeName?: (string|null);
                elementKeyString?: (string|null);
                elementKeyInt?: (number|null);
                selector?: ("attributeName"|"elementKeyString"|"elementKeyInt");
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              attributeName?: string|null;
              elementKeyString?: string|null;
              elementKeyInt?: number|null;
              $unknowns?: Uint8Array[];
            } & (
              ({ selector?: undefined; attributeName?: null; elementKeyString?: null; elementKeyInt?: null }|{ selector?: "attributeName"; attributeName: string; elementKeyString?: null; elementKeyInt?: null }|{ selector?: "elementKeyString"; attributeName?: null; elementKeyString: string; elementKeyInt?: null }|{ selector?: "elementKeyInt"; attributeName?: null; elementKeyString?: null; elementKeyInt: number })
            );
        }
    }

    interface IStopProvider extends tfplugin6.StopProvider.$Properties {
    }

    class StopProvider {
        constructor(properties?: tfplugin6.StopProvider.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.StopProvider.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.StopProvider & tfplugin6.StopProvider.$Shape;
    }

    namespace StopProvider {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.StopProvider.$Properties;

        interface IRequest extends tfplugin6.StopProvider.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.StopProvider.Request.$Properties);
            $unknowns?: Uint8Array[];
            static encode(message: tfplugin6.StopProvider.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.StopProvider.Request & tfplugin6.StopProvider.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.StopProvider.Request.$Properties;
        }

        interface IResponse extends tfplugin6.StopProvider.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.StopProvider.Response.$Properties);
            $unknowns?: Uint8Array[];
            Error: string;
            static encode(message: tfplugin6.StopProvider.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.StopProvider.Response & tfplugin6.StopProvider.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                Error?: (string|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.StopProvider.Response.$Properties;
        }
    }

    interface IRawState extends tfplugin6.RawState.$Properties {
    }

    class RawState {
        constructor(properties?: tfplugin6.RawState.$Properties);
        $unknowns?: Uint8Array[];
        json: Uint8Array;
        flatmap: { [k: string]: string };
        static encode(message: tfplugin6.RawState.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.RawState & tfplugin6.RawState.$Shape;
    }

    namespace RawState {
        interface $Properties {
            json?: (Uint8Array|null);
            flatmap?: ({ [k: string]: string }|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.RawState.$Properties;
    }

    enum StringKind {
        PLAIN = 0,
        MARKDOWN = 1
    }

    interface ISchema extends tfplugin6.Schema.$Properties {
    }

    class Schema {
        constructor(properties?: tfplugin6.Schema.$Properties);
        $unknowns?: Uint8Array[];
        version: number;
        block?: (tfplugin6.Schema.Block.$Properties|null);
        static encode(message: tfplugin6.Schema.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Schema & tfplugin6.Schema.$Shape;
    }

    namespace Schema {
        interface $Properties {
            version?: (number|null);
            block?: (tfplugin6.Schema.Block.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.Schema.$Properties;

        interface IBlock extends tfplugin6.Schema.Block.$Properties {
        }

        class Block {
            constructor(properties?: tfplugin6.Schema.Block.$Properties);
            $unknowns?: Uint8Array[];
            version: number;
            attributes: tfplugin6.Schema.Attribute.$Properties[];
            blockTypes: tfplugin6.Schema.NestedBlock.$Properties[];
            description: string;
            descriptionKind: tfplugin6.StringKind;
            deprecated: boolean;
            static encode(message: tfplugin6.Schema.Block.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Schema.Block & tfplugin6.Schema.Block.$Shape;
        }

        namespace Block {
            interface $Properties {
                version?: (number|null);
                attributes?: (tfplugin6.Schema.Attribute.$Properties[]|null);
                blockTypes?: (tfplugin6.Schema.NestedBlock.$Properties[]|null);
                description?: (string|null);
                descriptionKind?: (tfplugin6.StringKind|null);
                deprecated?: (boolean|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Schema.Block.$Properties;
        }

        interface IAttribute extends tfplugin6.Schema.Attribute.$Properties {
        }

        class Attribute {
            constructor(properties?: tfplugin6.Schema.Attribute.$Properties);
            $unknowns?: Uint8Array[];
            name: string;
            type: Uint8Array;
            nestedType?: (tfplugin6.Schema.Object.$Properties|null);
            description: string;
            required: boolean;
            optional: boolean;
            computed: boolean;
            sensitive: boolean;
            descriptionKind: tfplugin6.StringKind;
            deprecated: boolean;
            writeOnly: boolean;
            static encode(message: tfplugin6.Schema.Attribute.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Schema.Attribute & tfplugin6.Schema.Attribute.$Shape;
        }

        namespace Attribute {
            interface $Properties {
                name?: (string|null);
                type?: (Uint8Array|null);
                nestedType?: (tfplugin6.Schema.Object.$Properties|null);
                description?: (string|null);
                required?: (boolean|null);
                optional?: (boolean|null);
                computed?: (boolean|null);
                sensitive?: (boolean|null);
                descriptionKind?: (tfplugin6.StringKind|null);
                deprecated?: (boolean|null);
                writeOnly?: (boolean|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Schema.Attribute.$Properties;
        }

        interface INestedBlock extends tfplugin6.Schema.NestedBlock.$Properties {
        }

        class NestedBlock {
            constructor(properties?: tfplugin6.Schema.NestedBlock.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            block?: (tfplugin6.Schema.Block.$Properties|null);
            nesting: tfplugin6.Schema.NestedBlock.NestingMode;
            minItems: number;
            maxItems: number;
            static encode(message: tfplugin6.Schema.NestedBlock.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Schema.NestedBlock & tfplugin6.Schema.NestedBlock.$Shape;
        }

        namespace NestedBlock {
            interface $Properties {
                typeName?: (string|null);
                block?: (tfplugin6.Schema.Block.$Properties|null);
                nesting?: (tfplugin6.Schema.NestedBlock.NestingMode|null);
                minItems?: (number|null);
                maxItems?: (number|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Schema.NestedBlock.$Properties;

            enum NestingMode {
                INVALID = 0,
                SINGLE = 1,
                LIST = 2,
                SET = 3,
                MAP = 4,
                GROUP = 5
            }
        }

        interface IObject extends tfplugin6.Schema.Object.$Properties {
        }

        class Object {
            constructor(properties?: tfplugin6.Schema.Object.$Properties);
            $unknowns?: Uint8Array[];
            attributes: tfplugin6.Schema.Attribute.$Properties[];
            nesting: tfplugin6.Schema.Object.NestingMode;
            static encode(message: tfplugin6.Schema.Object.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Schema.Object & tfplugin6.Schema.Object.$Shape;
        }

        namespace Object {
            interface $Properties {
                attributes?: (tfplugin6.Schema.Attribute.$Properties[]|null);
                nesting?: (tfplugin6.Schema.Object.NestingMode|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Schema.Object.$Properties;

            enum NestingMode {
                INVALID = 0,
                SINGLE = 1,
                LIST = 2,
                SET = 3,
                MAP = 4
            }
        }
    }

    interface IFunction extends tfplugin6.Function.$Properties {
    }

    class Function {
        constructor(properties?: tfplugin6.Function.$Properties);
        $unknowns?: Uint8Array[];
        parameters: tfplugin6.Function.Parameter.$Properties[];
        variadicParameter?: (tfplugin6.Function.Parameter.$Properties|null);
        return?: (tfplugin6.Function.Return.$Properties|null);
        summary: string;
        description: string;
        descriptionKind: tfplugin6.StringKind;
        deprecationMessage: string;
        static encode(message: tfplugin6.Function.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Function & tfplugin6.Function.$Shape;
    }

    namespace Function {
        interface $Properties {
            parameters?: (tfplugin6.Function.Parameter.$Properties[]|null);
            variadicParameter?: (tfplugin6.Function.Parameter.$Properties|null);
            "return"?: (tfplugin6.Function.Return.$Properties|null);
            summary?: (string|null);
            description?: (string|null);
            descriptionKind?: (tfplugin6.StringKind|null);
            deprecationMessage?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.Function.$Properties;

        interface IParameter extends tfplugin6.Function.Parameter.$Properties {
        }

        class Parameter {
            constructor(properties?: tfplugin6.Function.Parameter.$Properties);
            $unknowns?: Uint8Array[];
            name: string;
            type: Uint8Array;
            allowNullValue: boolean;
            allowUnknownValues: boolean;
            description: string;
            descriptionKind: tfplugin6.StringKind;
            static encode(message: tfplugin6.Function.Parameter.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Function.Parameter & tfplugin6.Function.Parameter.$Shape;
        }

        namespace Parameter {
            interface $Properties {
                name?: (string|null);
                type?: (Uint8Array|null);
                allowNullValue?: (boolean|null);
                allowUnknownValues?: (boolean|null);
                description?: (string|null);
                descriptionKind?: (tfplugin6.StringKind|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Function.Parameter.$Properties;
        }

        interface IReturn extends tfplugin6.Function.Return.$Properties {
        }

        class Return {
            constructor(properties?: tfplugin6.Function.Return.$Properties);
            $unknowns?: Uint8Array[];
            type: Uint8Array;
            static encode(message: tfplugin6.Function.Return.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Function.Return & tfplugin6.Function.Return.$Shape;
        }

        namespace Return {
            interface $Properties {
                type?: (Uint8Array|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.Function.Return.$Properties;
        }
    }

    interface IServerCapabilities extends tfplugin6.ServerCapabilities.$Properties {
    }

    class ServerCapabilities {
        constructor(properties?: tfplugin6.ServerCapabilities.$Properties);
        $unknowns?: Uint8Array[];
        planDestroy: boolean;
        getProviderSchemaOptional: boolean;
        moveResourceState: boolean;
        static encode(message: tfplugin6.ServerCapabilities.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ServerCapabilities & tfplugin6.ServerCapabilities.$Shape;
    }

    namespace ServerCapabilities {
        interface $Properties {
            planDestroy?: (boolean|null);
            getProviderSchemaOptional?: (boolean|null);
            moveResourceState?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ServerCapabilities.$Properties;
    }

    interface IClientCapabilities extends tfplugin6.ClientCapabilities.$Properties {
    }

    class ClientCapabilities {
        constructor(properties?: tfplugin6.ClientCapabilities.$Properties);
        $unknowns?: Uint8Array[];
        deferralAllowed: boolean;
        writeOnlyAttributesAllowed: boolean;
        static encode(message: tfplugin6.ClientCapabilities.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ClientCapabilities & tfplugin6.ClientCapabilities.$Shape;
    }

    namespace ClientCapabilities {
        interface $Properties {
            deferralAllowed?: (boolean|null);
            writeOnlyAttributesAllowed?: (boolean|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ClientCapabilities.$Properties;
    }

    interface IDeferred extends tfplugin6.Deferred.$Properties {
    }

    class Deferred {
        constructor(properties?: tfplugin6.Deferred.$Properties);
        $unknowns?: Uint8Array[];
        reason: tfplugin6.Deferred.Reason;
        static encode(message: tfplugin6.Deferred.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.Deferred & tfplugin6.Deferred.$Shape;
    }

    namespace Deferred {
        interface $Properties {
            reason?: (tfplugin6.Deferred.Reason|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.Deferred.$Properties;

        enum Reason {
            UNKNOWN = 0,
            RESOURCE_CONFIG_UNKNOWN = 1,
            PROVIDER_CONFIG_UNKNOWN = 2,
            ABSENT_PREREQ = 3
        }
    }

    interface IGetMetadata extends tfplugin6.GetMetadata.$Properties {
    }

    class GetMetadata {
        constructor(properties?: tfplugin6.GetMetadata.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.GetMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata & tfplugin6.GetMetadata.$Shape;
    }

    namespace GetMetadata {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.GetMetadata.$Properties;

        interface IRequest extends tfplugin6.GetMetadata.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.GetMetadata.Request.$Properties);
            $unknowns?: Uint8Array[];
            static encode(message: tfplugin6.GetMetadata.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.Request & tfplugin6.GetMetadata.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetMetadata.Request.$Properties;
        }

        interface IResponse extends tfplugin6.GetMetadata.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.GetMetadata.Response.$Properties);
            $unknowns?: Uint8Array[];
            serverCapabilities?: (tfplugin6.ServerCapabilities.$Properties|null);
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            dataSources: tfplugin6.GetMetadata.DataSourceMetadata.$Properties[];
            resources: tfplugin6.GetMetadata.ResourceMetadata.$Properties[];
            functions: tfplugin6.GetMetadata.FunctionMetadata.$Properties[];
            ephemeralResources: tfplugin6.GetMetadata.EphemeralMetadata.$Properties[];
            static encode(message: tfplugin6.GetMetadata.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.Response & tfplugin6.GetMetadata.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                serverCapabilities?: (tfplugin6.ServerCapabilities.$Properties|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                dataSources?: (tfplugin6.GetMetadata.DataSourceMetadata.$Properties[]|null);
                resources?: (tfplugin6.GetMetadata.ResourceMetadata.$Properties[]|null);
                functions?: (tfplugin6.GetMetadata.FunctionMetadata.$Properties[]|null);
                ephemeralResources?: (tfplugin6.GetMetadata.EphemeralMetadata.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              serverCapabilities?: tfplugin6.ServerCapabilities.$Shape|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              dataSources?: tfplugin6.GetMetadata.DataSourceMetadata.$Shape[]|null;
              resources?: tfplugin6.GetMetadata.ResourceMetadata.$Shape[]|null;
              functions?: tfplugin6.GetMetadata.FunctionMetadata.$Shape[]|null;
              ephemeralResources?: tfplugin6.GetMetadata.EphemeralMetadata.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }

        interface IEphemeralMetadata extends tfplugin6.GetMetadata.EphemeralMetadata.$Properties {
        }

        class EphemeralMetadata {
            constructor(properties?: tfplugin6.GetMetadata.EphemeralMetadata.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            static encode(message: tfplugin6.GetMetadata.EphemeralMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.EphemeralMetadata & tfplugin6.GetMetadata.EphemeralMetadata.$Shape;
        }

        namespace EphemeralMetadata {
            interface $Properties {
                typeName?: (string|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetMetadata.EphemeralMetadata.$Properties;
        }

        interface IFunctionMetadata extends tfplugin6.GetMetadata.FunctionMetadata.$Properties {
        }

        class FunctionMetadata {
            constructor(properties?: tfplugin6.GetMetadata.FunctionMetadata.$Properties);
            $unknowns?: Uint8Array[];
            name: string;
            static encode(message: tfplugin6.GetMetadata.FunctionMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.FunctionMetadata & tfplugin6.GetMetadata.FunctionMetadata.$Shape;
        }

        namespace FunctionMetadata {
            interface $Properties {
                name?: (string|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetMetadata.FunctionMetadata.$Properties;
        }

        interface IDataSourceMetadata extends tfplugin6.GetMetadata.DataSourceMetadata.$Properties {
        }

        class DataSourceMetadata {
            constructor(properties?: tfplugin6.GetMetadata.DataSourceMetadata.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            static encode(message: tfplugin6.GetMetadata.DataSourceMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.DataSourceMetadata & tfplugin6.GetMetadata.DataSourceMetadata.$Shape;
        }

        namespace DataSourceMetadata {
            interface $Properties {
                typeName?: (string|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetMetadata.DataSourceMetadata.$Properties;
        }

        interface IResourceMetadata extends tfplugin6.GetMetadata.ResourceMetadata.$Properties {
        }

        class ResourceMetadata {
            constructor(properties?: tfplugin6.GetMetadata.ResourceMetadata.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            static encode(message: tfplugin6.GetMetadata.ResourceMetadata.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetMetadata.ResourceMetadata & tfplugin6.GetMetadata.ResourceMetadata.$Shape;
        }

        namespace ResourceMetadata {
            interface $Properties {
                typeName?: (string|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetMetadata.ResourceMetadata.$Properties;
        }
    }

    interface IGetProviderSchema extends tfplugin6.GetProviderSchema.$Properties {
    }

    class GetProviderSchema {
        constructor(properties?: tfplugin6.GetProviderSchema.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.GetProviderSchema.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetProviderSchema & tfplugin6.GetProviderSchema.$Shape;
    }

    namespace GetProviderSchema {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.GetProviderSchema.$Properties;

        interface IRequest extends tfplugin6.GetProviderSchema.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.GetProviderSchema.Request.$Properties);
            $unknowns?: Uint8Array[];
            static encode(message: tfplugin6.GetProviderSchema.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetProviderSchema.Request & tfplugin6.GetProviderSchema.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetProviderSchema.Request.$Properties;
        }

        interface IResponse extends tfplugin6.GetProviderSchema.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.GetProviderSchema.Response.$Properties);
            $unknowns?: Uint8Array[];
            provider?: (tfplugin6.Schema.$Properties|null);
            resourceSchemas: { [k: string]: tfplugin6.Schema.$Properties };
            dataSourceSchemas: { [k: string]: tfplugin6.Schema.$Properties };
            functions: { [k: string]: tfplugin6.Function.$Properties };
            ephemeralResourceSchemas: { [k: string]: tfplugin6.Schema.$Properties };
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            providerMeta?: (tfplugin6.Schema.$Properties|null);
            serverCapabilities?: (tfplugin6.ServerCapabilities.$Properties|null);
            static encode(message: tfplugin6.GetProviderSchema.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetProviderSchema.Response & tfplugin6.GetProviderSchema.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                provider?: (tfplugin6.Schema.$Properties|null);
                resourceSchemas?: ({ [k: string]: tfplugin6.Schema.$Properties }|null);
                dataSourceSchemas?: ({ [k: string]: tfplugin6.Schema.$Properties }|null);
                functions?: ({ [k: string]: tfplugin6.Function.$Properties }|null);
                ephemeralResourceSchemas?: ({ [k: string]: tfplugin6.Schema.$Properties }|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                providerMeta?: (tfplugin6.Schema.$Properties|null);
                serverCapabilities?: (tfplugin6.ServerCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              provider?: tfplugin6.Schema.$Shape|null;
              resourceSchemas?: { [k: string]: tfplugin6.Schema.$Shape }|null;
              dataSourceSchemas?: { [k: string]: tfplugin6.Schema.$Shape }|null;
              functions?: { [k: string]: tfplugin6.Function.$Shape }|null;
              ephemeralResourceSchemas?: { [k: string]: tfplugin6.Schema.$Shape }|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              providerMeta?: tfplugin6.Schema.$Shape|null;
              serverCapabilities?: tfplugin6.ServerCapabilities.$Shape|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IValidateProviderConfig extends tfplugin6.ValidateProviderConfig.$Properties {
    }

    class ValidateProviderConfig {
        constructor(properties?: tfplugin6.ValidateProviderConfig.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ValidateProviderConfig.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateProviderConfig & tfplugin6.ValidateProviderConfig.$Shape;
    }

    namespace ValidateProviderConfig {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ValidateProviderConfig.$Properties;

        interface IRequest extends tfplugin6.ValidateProviderConfig.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ValidateProviderConfig.Request.$Properties);
            $unknowns?: Uint8Array[];
            config?: (tfplugin6.DynamicValue.$Properties|null);
            static encode(message: tfplugin6.ValidateProviderConfig.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateProviderConfig.Request & tfplugin6.ValidateProviderConfig.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                config?: (tfplugin6.DynamicValue.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ValidateProviderConfig.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ValidateProviderConfig.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ValidateProviderConfig.Response.$Properties);
            $unknowns?: Uint8Array[];
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.ValidateProviderConfig.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateProviderConfig.Response & tfplugin6.ValidateProviderConfig.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IUpgradeResourceState extends tfplugin6.UpgradeResourceState.$Properties {
    }

    class UpgradeResourceState {
        constructor(properties?: tfplugin6.UpgradeResourceState.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.UpgradeResourceState.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.UpgradeResourceState & tfplugin6.UpgradeResourceState.$Shape;
    }

    namespace UpgradeResourceState {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.UpgradeResourceState.$Properties;

        interface IRequest extends tfplugin6.UpgradeResourceState.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.UpgradeResourceState.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            version: number;
            rawState?: (tfplugin6.RawState.$Properties|null);
            static encode(message: tfplugin6.UpgradeResourceState.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.UpgradeResourceState.Request & tfplugin6.UpgradeResourceState.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                version?: (number|null);
                rawState?: (tfplugin6.RawState.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.UpgradeResourceState.Request.$Properties;
        }

        interface IResponse extends tfplugin6.UpgradeResourceState.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.UpgradeResourceState.Response.$Properties);
            $unknowns?: Uint8Array[];
            upgradedState?: (tfplugin6.DynamicValue.$Properties|null);
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.UpgradeResourceState.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.UpgradeResourceState.Response & tfplugin6.UpgradeResourceState.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                upgradedState?: (tfplugin6.DynamicValue.$Properties|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              upgradedState?: tfplugin6.DynamicValue.$Shape|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IValidateResourceConfig extends tfplugin6.ValidateResourceConfig.$Properties {
    }

    class ValidateResourceConfig {
        constructor(properties?: tfplugin6.ValidateResourceConfig.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ValidateResourceConfig.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateResourceConfig & tfplugin6.ValidateResourceConfig.$Shape;
    }

    namespace ValidateResourceConfig {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ValidateResourceConfig.$Properties;

        interface IRequest extends tfplugin6.ValidateResourceConfig.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ValidateResourceConfig.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            config?: (tfplugin6.DynamicValue.$Properties|null);
            static encode(message: tfplugin6.ValidateResourceConfig.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateResourceConfig.Request & tfplugin6.ValidateResourceConfig.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ValidateResourceConfig.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ValidateResourceConfig.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ValidateResourceConfig.Response.$Properties);
            $unknowns?: Uint8Array[];
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.ValidateResourceConfig.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateResourceConfig.Response & tfplugin6.ValidateResourceConfig.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IValidateDataResourceConfig extends tfplugin6.ValidateDataResourceConfig.$Properties {
    }

    class ValidateDataResourceConfig {
        constructor(properties?: tfplugin6.ValidateDataResourceConfig.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ValidateDataResourceConfig.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateDataResourceConfig & tfplugin6.ValidateDataResourceConfig.$Shape;
    }

    namespace ValidateDataResourceConfig {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ValidateDataResourceConfig.$Properties;

        interface IRequest extends tfplugin6.ValidateDataResourceConfig.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ValidateDataResourceConfig.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            config?: (tfplugin6.DynamicValue.$Properties|null);
            static encode(message: tfplugin6.ValidateDataResourceConfig.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateDataResourceConfig.Request & tfplugin6.ValidateDataResourceConfig.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ValidateDataResourceConfig.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ValidateDataResourceConfig.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ValidateDataResourceConfig.Response.$Properties);
            $unknowns?: Uint8Array[];
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.ValidateDataResourceConfig.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ValidateDataResourceConfig.Response & tfplugin6.ValidateDataResourceConfig.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IConfigureProvider extends tfplugin6.ConfigureProvider.$Properties {
    }

    class ConfigureProvider {
        constructor(properties?: tfplugin6.ConfigureProvider.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ConfigureProvider.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ConfigureProvider & tfplugin6.ConfigureProvider.$Shape;
    }

    namespace ConfigureProvider {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ConfigureProvider.$Properties;

        interface IRequest extends tfplugin6.ConfigureProvider.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ConfigureProvider.Request.$Properties);
            $unknowns?: Uint8Array[];
            terraformVersion: string;
            config?: (tfplugin6.DynamicValue.$Properties|null);
            clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
            static encode(message: tfplugin6.ConfigureProvider.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ConfigureProvider.Request & tfplugin6.ConfigureProvider.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                terraformVersion?: (string|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ConfigureProvider.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ConfigureProvider.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ConfigureProvider.Response.$Properties);
            $unknowns?: Uint8Array[];
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.ConfigureProvider.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ConfigureProvider.Response & tfplugin6.ConfigureProvider.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IReadResource extends tfplugin6.ReadResource.$Properties {
    }

    class ReadResource {
        constructor(properties?: tfplugin6.ReadResource.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ReadResource.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadResource & tfplugin6.ReadResource.$Shape;
    }

    namespace ReadResource {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ReadResource.$Properties;

        interface IRequest extends tfplugin6.ReadResource.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ReadResource.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            currentState?: (tfplugin6.DynamicValue.$Properties|null);
            private: Uint8Array;
            providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
            clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
            static encode(message: tfplugin6.ReadResource.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadResource.Request & tfplugin6.ReadResource.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                currentState?: (tfplugin6.DynamicValue.$Properties|null);
                "private"?: (Uint8Array|null);
                providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
                clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ReadResource.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ReadResource.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ReadResource.Response.$Properties);
            $unknowns?: Uint8Array[];
            newState?: (tfplugin6.DynamicValue.$Properties|null);
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            private: Uint8Array;
            deferred?: (tfplugin6.Deferred.$Properties|null);
            static encode(message: tfplugin6.ReadResource.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadResource.Response & tfplugin6.ReadResource.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                newState?: (tfplugin6.DynamicValue.$Properties|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                "private"?: (Uint8Array|null);
                deferred?: (tfplugin6.Deferred.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              newState?: tfplugin6.DynamicValue.$Shape|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              "private"?: Uint8Array|null;
              deferred?: tfplugin6.Deferred.$Shape|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IPlanResourceChange extends tfplugin6.PlanResourceChange.$Properties {
    }

    class PlanResourceChange {
        constructor(properties?: tfplugin6.PlanResourceChange.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.PlanResourceChange.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.PlanResourceChange & tfplugin6.PlanResourceChange.$Shape;
    }

    namespace PlanResourceChange {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.PlanResourceChange.$Properties;

        interface IRequest extends tfplugin6.PlanResourceChange.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.PlanResourceChange.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            priorState?: (tfplugin6.DynamicValue.$Properties|null);
            proposedNewState?: (tfplugin6.DynamicValue.$Properties|null);
            config?: (tfplugin6.DynamicValue.$Properties|null);
            priorPrivate: Uint8Array;
            providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
            clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
            static encode(message: tfplugin6.PlanResourceChange.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.PlanResourceChange.Request & tfplugin6.PlanResourceChange.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                priorState?: (tfplugin6.DynamicValue.$Properties|null);
                proposedNewState?: (tfplugin6.DynamicValue.$Properties|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                priorPrivate?: (Uint8Array|null);
                providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
                clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.PlanResourceChange.Request.$Properties;
        }

        interface IResponse extends tfplugin6.PlanResourceChange.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.PlanResourceChange.Response.$Properties);
            $unknowns?: Uint8Array[];
            plannedState?: (tfplugin6.DynamicValue.$Properties|null);
            requiresReplace: tfplugin6.AttributePath.$Properties[];
            plannedPrivate: Uint8Array;
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            legacyTypeSystem: boolean;
            deferred?: (tfplugin6.Deferred.$Properties|null);
            static encode(message: tfplugin6.PlanResourceChange.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.PlanResourceChange.Response & tfplugin6.PlanResourceChange.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                plannedState?: (tfplugin6.DynamicValue.$Properties|null);
                requiresReplace?: (tfplugin6.AttributePath.$Properties[]|null);
                plannedPrivate?: (Uint8Array|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                legacyTypeSystem?: (boolean|null);
                deferred?: (tfplugin6.Deferred.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              plannedState?: tfplugin6.DynamicValue.$Shape|null;
              requiresReplace?: tfplugin6.AttributePath.$Shape[]|null;
              plannedPrivate?: Uint8Array|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              legacyTypeSystem?: boolean|null;
              deferred?: tfplugin6.Deferred.$Shape|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IApplyResourceChange extends tfplugin6.ApplyResourceChange.$Properties {
    }

    class ApplyResourceChange {
        constructor(properties?: tfplugin6.ApplyResourceChange.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ApplyResourceChange.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ApplyResourceChange & tfplugin6.ApplyResourceChange.$Shape;
    }

    namespace ApplyResourceChange {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ApplyResourceChange.$Properties;

        interface IRequest extends tfplugin6.ApplyResourceChange.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ApplyResourceChange.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            priorState?: (tfplugin6.DynamicValue.$Properties|null);
            plannedState?: (tfplugin6.DynamicValue.$Properties|null);
            config?: (tfplugin6.DynamicValue.$Properties|null);
            plannedPrivate: Uint8Array;
            providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
            static encode(message: tfplugin6.ApplyResourceChange.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ApplyResourceChange.Request & tfplugin6.ApplyResourceChange.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                priorState?: (tfplugin6.DynamicValue.$Properties|null);
                plannedState?: (tfplugin6.DynamicValue.$Properties|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                plannedPrivate?: (Uint8Array|null);
                providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ApplyResourceChange.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ApplyResourceChange.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ApplyResourceChange.Response.$Properties);
            $unknowns?: Uint8Array[];
            newState?: (tfplugin6.DynamicValue.$Properties|null);
            private: Uint8Array;
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            legacyTypeSystem: boolean;
            static encode(message: tfplugin6.ApplyResourceChange.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ApplyResourceChange.Response & tfplugin6.ApplyResourceChange.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                newState?: (tfplugin6.DynamicValue.$Properties|null);
                "private"?: (Uint8Array|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                legacyTypeSystem?: (boolean|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              newState?: tfplugin6.DynamicValue.$Shape|null;
              "private"?: Uint8Array|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              legacyTypeSystem?: boolean|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IImportResourceState extends tfplugin6.ImportResourceState.$Properties {
    }

    class ImportResourceState {
        constructor(properties?: tfplugin6.ImportResourceState.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ImportResourceState.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ImportResourceState & tfplugin6.ImportResourceState.$Shape;
    }

    namespace ImportResourceState {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ImportResourceState.$Properties;

        interface IRequest extends tfplugin6.ImportResourceState.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ImportResourceState.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            id: string;
            clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
            static encode(message: tfplugin6.ImportResourceState.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ImportResourceState.Request & tfplugin6.ImportResourceState.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                id?: (string|null);
                clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ImportResourceState.Request.$Properties;
        }

        interface IImportedResource extends tfplugin6.ImportResourceState.ImportedResource.$Properties {
        }

        class ImportedResource {
            constructor(properties?: tfplugin6.ImportResourceState.ImportedResource.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            state?: (tfplugin6.DynamicValue.$Properties|null);
            private: Uint8Array;
            static encode(message: tfplugin6.ImportResourceState.ImportedResource.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ImportResourceState.ImportedResource & tfplugin6.ImportResourceState.ImportedResource.$Shape;
        }

        namespace ImportedResource {
            interface $Properties {
                typeName?: (string|null);
                state?: (tfplugin6.DynamicValue.$Properties|null);
                "private"?: (Uint8Array|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ImportResourceState.ImportedResource.$Properties;
        }

        interface IResponse extends tfplugin6.ImportResourceState.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ImportResourceState.Response.$Properties);
            $unknowns?: Uint8Array[];
            importedResources: tfplugin6.ImportResourceState.ImportedResource.$Properties[];
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            deferred?: (tfplugin6.Deferred.$Properties|null);
            static encode(message: tfplugin6.ImportResourceState.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ImportResourceState.Response & tfplugin6.ImportResourceState.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                importedResources?: (tfplugin6.ImportResourceState.ImportedResource.$Properties[]|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                deferred?: (tfplugin6.Deferred.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              importedResources?: tfplugin6.ImportResourceState.ImportedResource.$Shape[]|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              deferred?: tfplugin6.Deferred.$Shape|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IReadDataSource extends tfplugin6.ReadDataSource.$Properties {
    }

    class ReadDataSource {
        constructor(properties?: tfplugin6.ReadDataSource.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.ReadDataSource.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadDataSource & tfplugin6.ReadDataSource.$Shape;
    }

    namespace ReadDataSource {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.ReadDataSource.$Properties;

        interface IRequest extends tfplugin6.ReadDataSource.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.ReadDataSource.Request.$Properties);
            $unknowns?: Uint8Array[];
            typeName: string;
            config?: (tfplugin6.DynamicValue.$Properties|null);
            providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
            clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
            static encode(message: tfplugin6.ReadDataSource.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadDataSource.Request & tfplugin6.ReadDataSource.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                typeName?: (string|null);
                config?: (tfplugin6.DynamicValue.$Properties|null);
                providerMeta?: (tfplugin6.DynamicValue.$Properties|null);
                clientCapabilities?: (tfplugin6.ClientCapabilities.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.ReadDataSource.Request.$Properties;
        }

        interface IResponse extends tfplugin6.ReadDataSource.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.ReadDataSource.Response.$Properties);
            $unknowns?: Uint8Array[];
            state?: (tfplugin6.DynamicValue.$Properties|null);
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            deferred?: (tfplugin6.Deferred.$Properties|null);
            static encode(message: tfplugin6.ReadDataSource.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.ReadDataSource.Response & tfplugin6.ReadDataSource.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                state?: (tfplugin6.DynamicValue.$Properties|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                deferred?: (tfplugin6.Deferred.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              state?: tfplugin6.DynamicValue.$Shape|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              deferred?: tfplugin6.Deferred.$Shape|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface IGetFunctions extends tfplugin6.GetFunctions.$Properties {
    }

    class GetFunctions {
        constructor(properties?: tfplugin6.GetFunctions.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.GetFunctions.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetFunctions & tfplugin6.GetFunctions.$Shape;
    }

    namespace GetFunctions {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.GetFunctions.$Properties;

        interface IRequest extends tfplugin6.GetFunctions.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.GetFunctions.Request.$Properties);
            $unknowns?: Uint8Array[];
            static encode(message: tfplugin6.GetFunctions.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetFunctions.Request & tfplugin6.GetFunctions.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.GetFunctions.Request.$Properties;
        }

        interface IResponse extends tfplugin6.GetFunctions.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.GetFunctions.Response.$Properties);
            $unknowns?: Uint8Array[];
            functions: { [k: string]: tfplugin6.Function.$Properties };
            diagnostics: tfplugin6.Diagnostic.$Properties[];
            static encode(message: tfplugin6.GetFunctions.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.GetFunctions.Response & tfplugin6.GetFunctions.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                functions?: ({ [k: string]: tfplugin6.Function.$Properties }|null);
                diagnostics?: (tfplugin6.Diagnostic.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = {
              functions?: { [k: string]: tfplugin6.Function.$Shape }|null;
              diagnostics?: tfplugin6.Diagnostic.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }
    }

    interface ICallFunction extends tfplugin6.CallFunction.$Properties {
    }

    class CallFunction {
        constructor(properties?: tfplugin6.CallFunction.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: tfplugin6.CallFunction.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.CallFunction & tfplugin6.CallFunction.$Shape;
    }

    namespace CallFunction {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = tfplugin6.CallFunction.$Properties;

        interface IRequest extends tfplugin6.CallFunction.Request.$Properties {
        }

        class Request {
            constructor(properties?: tfplugin6.CallFunction.Request.$Properties);
            $unknowns?: Uint8Array[];
            name: string;
            arguments: tfplugin6.DynamicValue.$Properties[];
            static encode(message: tfplugin6.CallFunction.Request.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.CallFunction.Request & tfplugin6.CallFunction.Request.$Shape;
        }

        namespace Request {
            interface $Properties {
                name?: (string|null);
                "arguments"?: (tfplugin6.DynamicValue.$Properties[]|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.CallFunction.Request.$Properties;
        }

        interface IResponse extends tfplugin6.CallFunction.Response.$Properties {
        }

        class Response {
            constructor(properties?: tfplugin6.CallFunction.Response.$Properties);
            $unknowns?: Uint8Array[];
            result?: (tfplugin6.DynamicValue.$Properties|null);
            error?: (tfplugin6.FunctionError.$Properties|null);
            static encode(message: tfplugin6.CallFunction.Response.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): tfplugin6.CallFunction.Response & tfplugin6.CallFunction.Response.$Shape;
        }

        namespace Response {
            interface $Properties {
                result?: (tfplugin6.DynamicValue.$Properties|null);
                error?: (tfplugin6.FunctionError.$Properties|null);
                $unknowns?: Uint8Array[];
            }
            type $Shape = tfplugin6.CallFunction.Response.$Properties;
        }
    }
}

export namespace plugin {

    interface IEmpty extends plugin.Empty.$Properties {
    }

    class Empty {
        constructor(properties?: plugin.Empty.$Properties);
        $unknowns?: Uint8Array[];
        static encode(message: plugin.Empty.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): plugin.Empty & plugin.Empty.$Shape;
    }

    namespace Empty {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = plugin.Empty.$Properties;
    }
}
